/**
 * The page's module script, small on purpose; the whole path from composed HTML to a live page,
 * top to bottom:
 * 0. Before it, the page's inline scripts (`inline/`, bundled into index.html at build time) set the
 *    theme, keep early taps and request the page's JS once the stylesheets are in and it has painted.
 * 1. The address is made canonical and the composition record is read, once.
 * 2. A page that lists a canary's files resolves this browser's releases at once
 *    (`page-releases.ts`): a canary visitor's files then download while the page paints.
 * 3. A composed page paints from its HTML and stylesheets alone, and a phone's CPU running the app's
 *    JS before that paint would hold it back; so the app (`start.tsx`) runs once the browser reports
 *    the first contentful paint (`after-first-paint.ts`, which also starts it when a browser reports
 *    none). A frame callback is not enough: on a busy CPU the frame reaches the screen well after the
 *    task that follows it. A page the server did not compose, or one in a hidden tab, has no paint to
 *    wait for: its app starts at once.
 * 4. `start.tsx` makes the page session and hydrates (or renders) the app.
 */
import '../index.css'
import { COMPOSITION_ELEMENT_ID, listsCanary, readCompositionRecord } from '../page-format/composition-record'
import { afterFirstPaint, paintIsReported } from './after-first-paint'
import { canonicalizeLocation } from './canonical-location'
import { requestPagePreloads } from './inline/preloads'
import type { PageStart } from './page-session'

canonicalizeLocation()
const composition = readCompositionRecord(document)
const page: PageStart = {
  composition,
  releases: listsCanary(composition)
    ? import('./page-releases').then(({ resolvePageReleases }) => resolvePageReleases(composition))
    : null,
}

const start = () => {
  // Done already by the inline preloads script once the page was styled and painted, unless a
  // stylesheet failed.
  requestPagePreloads()
  void import('./start').then((app) => app.start(page))
}

if (document.getElementById(COMPOSITION_ELEMENT_ID) !== null && paintIsReported()) afterFirstPaint(start)
else start()
