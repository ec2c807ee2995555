/**
 * Runs `work` once the current content has been painted: the frame callback runs just before a
 * paint, the task it queues just after.
 */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0))
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
