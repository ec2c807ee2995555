import { isLayoutModule, isStaticModule, type RemoteName } from '../contract'
import {
  onFirstHydrationCue,
  onHydrationCue,
  type HydrationCue,
  type HydrationCueListener,
} from './hydration-cue'
import { markHydration, markLive } from './live'

/** A composed slot's wait for its cue: stop it, or end it now with a cue of the page's own. */
export interface Wanting {
  stop(): void
  /** Loads at once if it has not yet (a part with no handlers too), recording `cue`. */
  now(cue: HydrationCue): void
}

export interface WhenWanted {
  load: () => void
  onFarFromView?: () => void
  /**
   * Whether this page loads the very build the part was composed from. A static or layout module's
   * HTML is all of it only then: a canary's visitor gets another build, whose HTML may differ (a
   * count with a game added), so the part then waits for its cue like any other. Without it, taken
   * as yes.
   */
  composedBuildLoads?: Promise<boolean>
}

/**
 * When a composed slot asks for its remote's code (`load`). A static module never does by itself:
 * its server HTML is all of it, and the slot counts as live (`static`) once the page knows it loads
 * the build that HTML came from. A layout module (`contract`'s `layoutModules`) waits instead for
 * the first cue of the parts inside it that have code. Any other slot waits for its own cue
 * (`hydration-cue.ts`). A waiting slot says on its element what it waits for, then which cue came
 * (`HYDRATION_ATTRIBUTE`). Each loads when the page calls `now` (the address changed under it: see
 * `RemoteSlot`).
 */
export function loadWhenWanted(
  region: HTMLElement | null,
  remote: RemoteName,
  module: string,
  { load, onFarFromView, composedBuildLoads }: WhenWanted,
): Wanting {
  let loaded = false
  let stopped = false
  let stopCue = () => undefined as void
  const loadOnce = (cue: HydrationCue) => {
    if (loaded) return
    loaded = true
    stopCue()
    if (region) markHydration(region, cue)
    load()
  }
  const wanting = {
    stop: () => {
      stopped = true
      stopCue()
    },
    now: loadOnce,
  }
  const listener = (region: HTMLElement): HydrationCueListener => ({
    onWait: (wait) => {
      if (wait === 'near') onFarFromView?.()
      markHydration(region, `waiting-${wait}`)
    },
    onCue: loadOnce,
  })
  const waitForCue = () => {
    // No element to watch (it was not rendered): nothing to wait for.
    if (!region) {
      loaded = true
      return load()
    }
    markHydration(region, 'waiting')
    stopCue = onHydrationCue(region, listener(region))
  }
  // A layout module is wanted with the first part inside it that has code of its own; with none, it
  // is as static as they are.
  const waitForParts = () => {
    const parts = region ? partsWithCode(region) : []
    if (!region || parts.length === 0) return markLive(region, 'static')
    markHydration(region, 'waiting')
    stopCue = onFirstHydrationCue(parts, listener(region))
  }
  const layout = isLayoutModule(remote, module)
  if (!layout && !isStaticModule(remote, module)) {
    waitForCue()
    return wanting
  }
  const asComposed = layout ? waitForParts : () => markLive(region, 'static')
  if (!composedBuildLoads) {
    asComposed()
    return wanting
  }
  const decide = (composedBuild: boolean) => {
    if (stopped || loaded) return
    if (composedBuild) asComposed()
    else waitForCue()
  }
  // Not knowing which build loads leaves the HTML as it is, the default for a static module.
  composedBuildLoads.then(decide, () => decide(true))
  return wanting
}

/** The slots composed inside `region` whose modules have code to run: not static ones. */
function partsWithCode(region: HTMLElement): HTMLElement[] {
  return [...region.querySelectorAll<HTMLElement>('[data-slot]')].filter((slot) => {
    const [remote = '', module = ''] = (slot.dataset.slot ?? '').split('/')
    return !isStaticModule(remote as RemoteName, module)
  })
}
