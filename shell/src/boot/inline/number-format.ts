/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts). The
 * first `Intl.NumberFormat` or `Intl.PluralRules` a Chromium renderer builds, on any thread, loads its
 * locale data for the whole process: about 80 ms of a phone-class CPU, which the shell's modules paid
 * on the main thread while the page was being taken over (`lib/format.ts` builds its formatters as it
 * loads). A worker builds them first, off the main thread, while the app's JS is still on its way.
 * It starts here, as the head is parsed, because from the entry module it lost that race under a
 * phone's network (its file arrived after the app had started). The worker's address is in the head's
 * `<meta name="pacanele:number-format-worker">`: its source in development, its built file in a build
 * (build/number-format-worker.ts).
 */
export const NUMBER_FORMAT_WORKER_META = 'pacanele:number-format-worker'

/** The User Timing mark set when the worker has built them (DevTools and Lighthouse show it). */
export const NUMBER_FORMAT_READY_MARK = 'pacanele:number-format-ready'

export function warmUpNumberFormat(doc: Document = document, WorkerClass = globalThis.Worker): void {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${NUMBER_FORMAT_WORKER_META}"]`)?.content
  if (!url || typeof WorkerClass !== 'function') return
  try {
    const worker = new WorkerClass(url, { type: 'module' })
    worker.addEventListener(
      'message',
      () => {
        performance.mark(NUMBER_FORMAT_READY_MARK)
        worker.terminate()
      },
      { once: true },
    )
    worker.addEventListener('error', () => worker.terminate(), { once: true })
  } catch {
    // A browser that refuses the worker builds the formatters on the main thread, as without it.
  }
}
