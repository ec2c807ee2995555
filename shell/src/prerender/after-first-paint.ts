/** How long after the next frame the boot waits for a paint report that does not come. */
export const PAINT_REPORT_GRACE_MS = 1000

/**
 * Runs `work` once the page's first contentful paint is on screen: in a task after the browser reports
 * that paint, which it does once the frame was presented. A frame callback alone is not enough: on a
 * busy machine the frame it precedes reached the screen up to 260 ms after the task that follows it,
 * and work started in between (the app's JS requests) competed with that first paint. The report
 * itself comes 5–350 ms after the paint here: the price of never competing with it. Without paint
 * timing the work runs in a task after the next frame; without a report (a browser may keep none for
 * a page first shown in a background tab), a grace period after that frame.
 */
export function afterFirstPaint(work: () => void): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    observer?.disconnect()
    work()
  }
  const hasPaintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false
  const observer = hasPaintTiming
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0)
      })
    : undefined
  // Buffered: the paint may come before this module runs.
  observer?.observe({ type: 'paint', buffered: true })
  requestAnimationFrame(() => setTimeout(start, hasPaintTiming ? PAINT_REPORT_GRACE_MS : 0))
}

/**
 * Asks the browser to fetch (not run) module scripts, for imports soon after. Adding a preload link
 * costs the main thread a few milliseconds: one task per link, so that input is never kept waiting
 * behind all of them.
 */
export function preloadModules(urls: readonly string[], doc: Document = document): void {
  for (const href of urls) {
    setTimeout(() => {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      doc.head.append(link)
    }, 0)
  }
}
