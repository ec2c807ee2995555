/**
 * The page's module script, small on purpose. A composed page paints from its HTML and stylesheets
 * alone, and a phone's CPU running the app's JS before that paint would hold it back; so the app
 * (`start.tsx`, its files requested as soon as the stylesheets are in: `page-preloads.ts`) runs once
 * the browser reports the first contentful paint. A frame callback is not enough: on a busy CPU the
 * frame reaches the screen well after the task that follows it. Taps made meanwhile are kept by the
 * page's early-event script and replayed once live. A page the server did not compose, or one in a
 * hidden tab, has no paint to wait for: its app starts at once. A page that hints a canary's files
 * resolves this browser's builds at once (`hint-canary.ts`): a canary visitor's files then download
 * while the page paints.
 */
import '../index.css'
import { COMPOSITION_ELEMENT_ID, hintsCanary } from '../remote/composition'
import { requestPagePreloads } from './page-preloads'

// Done already by index.html's inline script when the last stylesheet loaded, unless one failed.
requestPagePreloads()

const start = () => void import('./start')

if (hintsCanary()) void import('./hint-canary')

const waitsForPaint =
  document.getElementById(COMPOSITION_ELEMENT_ID) !== null &&
  document.visibilityState === 'visible' &&
  PerformanceObserver.supportedEntryTypes.includes('paint')

if (waitsForPaint) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
} else {
  start()
}
