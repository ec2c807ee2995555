import type { AppStore } from '../store'
import type { reportWebVitals } from './web-vitals'

type WebVitalsModule = { reportWebVitals: typeof reportWebVitals }

/**
 * Loads web-vitals and starts reporting once the visitor has accepted measurement: at once when they
 * accepted on an earlier page, else when they accept on this one. A visitor who has not answered, or
 * refused, runs none of its code: its events would only be held, then dropped.
 *
 * Loading late loses little: LCP and CLS come from the browser's buffered entries of the whole page,
 * and INP counts the interactions from then on, with the slow ones (104 ms and more) that the browser
 * buffered before.
 */
export function measureWhenConsented(
  store: AppStore,
  load: () => Promise<WebVitalsModule> = () => import('./web-vitals'),
): void {
  const start = () => void load().then(({ reportWebVitals }) => reportWebVitals(store.getState().track))
  if (store.getState().consentAnswer?.measurement) return start()
  const stop = store.subscribe(({ consentAnswer }) => {
    if (!consentAnswer?.measurement) return
    stop()
    start()
  })
}
