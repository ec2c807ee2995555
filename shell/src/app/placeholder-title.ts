/**
 * The frame's `<title>` (shell/index.html) holds until the page renders its own. React 19 puts a
 * page's `<title>` in front of any it did not render instead of replacing it, which left the frame
 * with two; the placeholder goes as soon as the page's arrives. Composed pages carry their own
 * title from the server and have no placeholder to retire.
 */
export function retirePlaceholderTitle(doc: Document = document): void {
  const placeholder = doc.head.querySelector('title')
  if (!placeholder) return
  const observer = new MutationObserver(() => {
    if (doc.head.querySelectorAll('title').length < 2) return
    placeholder.remove()
    observer.disconnect()
  })
  observer.observe(doc.head, { childList: true })
}
