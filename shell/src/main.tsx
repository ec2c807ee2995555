/**
 * The page's only script tag: small on purpose. A composed page is complete HTML, so its first
 * paint waits for nothing but stylesheets; the app's JS (the shell's and the remotes') is requested
 * after that paint, so it does not compete with them for a slow phone's bandwidth. A page the
 * server did not compose (the frame, a host serving index.html for every path) starts at once.
 */
import './index.css'
import { canonicalizeLocation } from './app/canonical-location'
import { readComposition } from './prerender/composition'
import { afterFirstPaint, preloadModules } from './prerender/after-first-paint'
import { warmUpNumberFormat } from './prerender/warm-up-number-format'

canonicalizeLocation()
warmUpNumberFormat()
const composition = readComposition()
const start = () => import('./app/start')

if (composition) {
  afterFirstPaint(() => {
    void start()
    preloadModules(composition.preloads)
  })
} else {
  void start()
}
