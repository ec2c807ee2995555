import { isStaticModule, type RemoteName } from '../contract'
import { onHydrationCue, type HydrationCue } from './hydration-cue'
import { markHydration, markLive } from './live'

/** A composed slot's wait for its cue: stop it, or end it now with a cue of the page's own. */
export interface Wanting {
  stop(): void
  /** Loads at once if it has not yet (a part with no handlers too), recording `cue`. */
  now(cue: HydrationCue): void
}

/**
 * When a composed slot asks for its remote's code (`load`). A static module never does by itself:
 * its server HTML is all of it, and the slot counts as live (`static`) at once. Any other slot waits
 * for its hydration cue (`hydration-cue.ts`) and says on its element what it waits for, then which
 * cue came (`HYDRATION_ATTRIBUTE`). Either loads when the page calls `now` (the address changed
 * under it: see `RemoteSlot`).
 */
export function loadWhenWanted(
  region: HTMLElement | null,
  remote: RemoteName,
  module: string,
  { load, onFarFromView }: { load: () => void; onFarFromView?: () => void },
): Wanting {
  let loaded = false
  let stopCue = () => undefined as void
  const loadOnce = (cue: HydrationCue) => {
    if (loaded) return
    loaded = true
    stopCue()
    if (region) markHydration(region, cue)
    load()
  }
  const wanting = { stop: () => stopCue(), now: loadOnce }
  if (isStaticModule(remote, module)) {
    markLive(region, 'static')
    return wanting
  }
  if (!region) {
    loaded = true
    load()
    return wanting
  }
  markHydration(region, 'waiting')
  stopCue = onHydrationCue(region, {
    onWait: (wait) => {
      if (wait === 'near') onFarFromView?.()
      markHydration(region, `waiting-${wait}`)
    },
    onCue: loadOnce,
  })
  return wanting
}
