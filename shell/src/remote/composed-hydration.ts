import { isLayoutModule, isStaticModule, isTouchModule, type RemoteName } from '../contract'
import {
  onFirstHydrationCue,
  onHydrationCue,
  onTouchCue,
  type HydrationCue,
  type HydrationCueListener,
} from './hydration-cue'
import { markHydration, markLive, TOUCHED_EARLY_ATTRIBUTE } from './live'
import { requestPartPreloads } from './part-preloads'

/** A composed slot's wait for its cue: stop it, or end it now with a cue of the page's own. */
export interface Wanting {
  stop(): void
  /** Loads at once if it has not yet (a part with no handlers too), recording `cue`. */
  now(cue: HydrationCue): void
}

export interface WhenWanted {
  load: () => void
  /**
   * The part's time until live counts from its cue, not from the navigation: it waits for the visitor
   * (to come near, or to touch it), or it is a touch module, whose wait differs between a canary's
   * visitors (idle) and the stable build's (a touch), so both arms count the same span.
   */
  onWantedFromCue?: () => void
  /**
   * Whether this page loads the very build the part was composed from. A static or layout module's
   * HTML is all of it only then: a canary's visitor gets another build, whose HTML may differ (a
   * count with a game added), so the part then waits for its cue like any other. Without it, taken
   * as yes.
   */
  composedBuildLoads?: Promise<boolean>
  /**
   * Whether the visitor's state differs from the one the page was composed with (`contract`'s
   * `storedStateShows`): a touch module's HTML then is not theirs, and it waits like any other part.
   */
  storedStateShows?: boolean
}

/**
 * When a composed slot asks for its remote's code (`load`). A static module never does by itself:
 * its server HTML is all of it, and the slot counts as live (`static`) once the page knows it loads
 * the build that HTML came from. A layout module (`contract`'s `layoutModules`) waits instead for
 * the first cue of the parts inside it that have code. A touch module (`touchModules`) waits for a
 * touch alone, unless the visitor's state shows in it; until the page knows which build loads it
 * waits for a touch too, so no tap goes unheard. Any other slot waits for its own cue
 * (`hydration-cue.ts`). A waiting slot says on its element what it waits for, then which cue came
 * (`HYDRATION_ATTRIBUTE`). Each loads when the page calls `now` (the address changed under it: see
 * `RemoteSlot`).
 */
export function loadWhenWanted(
  region: HTMLElement | null,
  remote: RemoteName,
  module: string,
  { load, onWantedFromCue, composedBuildLoads, storedStateShows = false }: WhenWanted,
): Wanting {
  let loaded = false
  let stopped = false
  let stopCue = () => undefined as void
  const loadOnce = (cue: HydrationCue) => {
    if (loaded) return
    loaded = true
    stopCue()
    if (region) markHydration(region, cue)
    // Its files (and those of the parts near by now), unless the page requested them already.
    requestPartPreloads(`${remote}/${module}`, region?.ownerDocument)
    load()
  }
  const wanting = {
    stop: () => {
      stopped = true
      stopCue()
    },
    now: loadOnce,
  }
  const listener = (region: HTMLElement) => cueListener(region, loadOnce, onWantedFromCue)
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
  if (isTouchModule(remote, module)) onWantedFromCue?.()
  // Touched before the app started (the page's early-event script marked it): wanted already.
  if (!layout && !isStaticModule(remote, module) && region?.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)) {
    loadOnce('touched')
    return wanting
  }
  const touch = isTouchModule(remote, module) && !storedStateShows
  if (!layout && !touch && !isStaticModule(remote, module)) {
    waitForCue()
    return wanting
  }
  // A touch module hears touches from the start, while the page finds out which build loads; it waits
  // for one alone (and the page can be ready without it) once that is the build its HTML came from.
  if (touch && region) {
    markHydration(region, 'waiting')
    stopCue = onTouchCue(region, loadOnce)
  }
  const waitForTouch = () => (region ? listener(region).onWait('touch') : loadOnce('touched'))
  const asComposed = layout ? waitForParts : touch ? waitForTouch : () => markLive(region, 'static')
  if (!composedBuildLoads) {
    asComposed()
    return wanting
  }
  const decide = (composedBuild: boolean) => {
    if (stopped || loaded) return
    if (composedBuild) return asComposed()
    stopCue()
    waitForCue()
  }
  // Not knowing which build loads leaves the HTML as it is, the default for a static module.
  composedBuildLoads.then(decide, () => decide(true))
  return wanting
}

/**
 * Hears a part's cue for it: says on `region` what the part waits for once its place is known
 * (`waiting-idle`, `waiting-near`, `waiting-touch`), telling `onWantedFromCue` when that is the
 * visitor, and hands the cue to `onCue`. Shared by the remotes' slots and the shell's islands.
 */
export function cueListener(
  region: HTMLElement,
  onCue: (cue: HydrationCue) => void,
  onWantedFromCue?: () => void,
): HydrationCueListener {
  return {
    onWait: (wait) => {
      if (wait !== 'idle') onWantedFromCue?.()
      markHydration(region, `waiting-${wait}`)
    },
    onCue,
  }
}

/** The slots composed inside `region` whose modules have code to run: not static ones. */
function partsWithCode(region: HTMLElement): HTMLElement[] {
  return [...region.querySelectorAll<HTMLElement>('[data-slot]')].filter((slot) => {
    const [remote = '', module = ''] = (slot.dataset.slot ?? '').split('/')
    return !isStaticModule(remote as RemoteName, module)
  })
}
