/** What `afterFirstPaint` needs of the window: a fake one in its test. */
export type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'addEventListener'> & {
  PerformanceObserver: typeof PerformanceObserver
  document: Pick<Document, 'readyState'>
}

/**
 * Runs `start` once, after the page's first paint: when the browser reports its first contentful
 * paint or, at the latest, in the task after the second frame that follows the load event (the first
 * one has had a frame's time to reach the screen). The ceiling is there because Firefox reports no
 * paint at all for a page that opens scrolled (a reload that restores the position, a link to a text
 * fragment): waiting for the report alone left those pages without their app. Elsewhere the two
 * frames after the load event (which waits for the stylesheets and the entry's modules) include the
 * first one, so the app starts after the page's first frame has been rendered.
 */
export function afterFirstPaint(start: () => void, win: PaintWindow = window): void {
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    observer.disconnect()
    start()
  }
  const observer = new win.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce()
  })
  observer.observe({ type: 'paint', buffered: true })

  const afterTwoFrames = () =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(startOnce, 0)))
  if (win.document.readyState === 'complete') afterTwoFrames()
  else win.addEventListener('load', afterTwoFrames, { once: true })
}

/**
 * Whether this page will report its first paint: it is visible (a hidden tab paints nothing until it
 * is shown) and the browser has paint timing.
 */
export function paintIsReported(
  doc: Pick<Document, 'visibilityState'> = document,
  win: Pick<PaintWindow, 'PerformanceObserver'> = window,
): boolean {
  return (
    doc.visibilityState === 'visible' &&
    (win.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')
  )
}
