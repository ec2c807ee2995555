import { isStaticModule, type RemoteName } from '../contract'
import { onHydrationCue } from './hydration-cue'
import { markLive } from './live'

/** The attribute a composed slot's element carries: `waiting` for its cue, then the cue that came. */
export const HYDRATION_ATTRIBUTE = 'data-hydration'

/**
 * When a composed slot asks for its remote's code (`load`). A static module never does: its server
 * HTML is all of it, and the slot counts as live (`static`) at once. Any other slot waits for its
 * hydration cue (`hydration-cue.ts`): touched, near the viewport, or the browser idle. Returns a
 * function that stops waiting.
 */
export function loadWhenWanted(
  region: HTMLElement | null,
  remote: RemoteName,
  module: string,
  load: () => void,
): () => void {
  if (isStaticModule(remote, module)) {
    markLive(region, 'static')
    return () => undefined
  }
  if (!region) {
    load()
    return () => undefined
  }
  region.setAttribute(HYDRATION_ATTRIBUTE, 'waiting')
  return onHydrationCue(region, (cue) => {
    region.setAttribute(HYDRATION_ATTRIBUTE, cue)
    load()
  })
}
