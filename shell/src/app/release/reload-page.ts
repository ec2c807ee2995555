/** A new page load applies (or drops) a preview: remotes already running cannot be swapped. */
export function reloadPage(): void {
  window.location.reload()
}
