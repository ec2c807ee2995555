import { cueListener } from '../../remote/composed-hydration'
import { onHydrationCue, type HydrationCue } from '../../remote/hydration-cue'
import { markHydration, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'

/**
 * When an island (`island.tsx`) is wanted, said on its element as a remote slot's is: its own cue
 * (`remote/hydration-cue.ts`), a change of address (`onNavigate`), or at once when the visitor touched
 * it before the app started (the early-event script's mark: the cue came before anyone listened).
 * Calls `release` once; the returned function stops waiting.
 */
export function releaseWhenWanted(
  region: HTMLElement,
  release: () => void,
  onNavigate?: (listener: () => void) => () => void,
): () => void {
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
  const cued = (cue: HydrationCue) => {
    stop()
    markHydration(region, cue)
    release()
  }
  if (region.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)) {
    cued('touched')
    return stop
  }
  markHydration(region, 'waiting')
  stops.push(onHydrationCue(region, cueListener(region, cued)))
  const stopNavigate = onNavigate?.(() => cued('navigated'))
  if (stopNavigate) stops.push(stopNavigate)
  return stop
}
