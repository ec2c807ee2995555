import { cueListener } from '../../remote/composed-hydration'
import { onHydrationCue, type HydrationCue } from '../../remote/hydration-cue'
import { markHydration, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'

/** Calls a listener at a moment of the page's own; returns a function that stops listening. */
export type PageSignal = (listener: () => void) => () => void

export interface IslandSignals {
  /** The address changed: React can update only what it has hydrated (cue `navigated`). */
  onNavigate?: PageSignal
  /**
   * The visitor's state shows in the island (a stored theme, a favourite added): its server HTML,
   * the neutral state's, is not theirs (cue `state`). May call its listener at once.
   */
  onStateShows?: PageSignal
}

/**
 * When an island (`island.tsx`) is wanted, said on its element as a remote slot's is: its own cue
 * (`remote/hydration-cue.ts`), one of the page's signals (`IslandSignals`), or at once when the
 * visitor touched it before the app started (the early-event script's mark: the cue came before
 * anyone listened). Calls `release` once; the returned function stops waiting.
 */
export function releaseWhenWanted(
  region: HTMLElement,
  release: () => void,
  { onNavigate, onStateShows }: IslandSignals = {},
): () => void {
  let released = false
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
  const cued = (cue: HydrationCue) => {
    if (released) return
    released = true
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
  for (const [signal, cue] of [
    [onNavigate, 'navigated'],
    [onStateShows, 'state'],
  ] as const) {
    const stopSignal = signal?.(() => cued(cue))
    if (!stopSignal) continue
    // A signal that called at once has released the island already: nothing is left to stop later.
    if (released) stopSignal()
    else stops.push(stopSignal)
  }
  return stop
}
