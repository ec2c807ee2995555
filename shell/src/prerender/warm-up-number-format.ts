/**
 * Chromium loads ICU's number-formatting data for the whole renderer process the first time any
 * thread builds an `Intl.NumberFormat`: 25–60 ms on this project's test machine. The app's first
 * formatter is built while its modules evaluate, after first paint, so that load was one long task
 * in the middle of taking the page over. A worker builds one first, off the main thread, while the
 * app's JS is still on its way; the app's own formatter then takes under 2 ms.
 */
export function warmUpNumberFormat(): void {
  if (typeof Worker === 'undefined') return
  const worker = new Worker(new URL('./number-format.worker.ts', import.meta.url), { type: 'module' })
  worker.addEventListener('message', () => worker.terminate(), { once: true })
}
