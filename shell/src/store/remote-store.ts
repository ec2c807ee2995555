import { remoteStoreKeys, type RemoteState, type RemoteStore } from '../contract'
import type { AppState, AppStore } from './index'

type ReadableAppStore = Pick<AppStore, 'getState' | 'getInitialState' | 'subscribe'>

const keys = [...remoteStoreKeys.state, ...remoteStoreKeys.actions]

/**
 * The store as the contract lets remotes use it: no `setState`, and a state that holds only the
 * members the contract names, so a remote cannot come to depend on the rest even by accident.
 * Made once per page, with the store (`boot/page-session.ts`), so every slot hands its remote the
 * same object.
 */
export function remoteStoreOf(store: ReadableAppStore): RemoteStore {
  const views = new WeakMap<AppState, RemoteState>()
  let last: RemoteState | undefined
  // The same view for the same state (React requires stable snapshots), and the previous view while
  // none of its members changed, so a change remotes cannot see (the theme) wakes none of them.
  const view = (state: AppState): RemoteState => {
    let cached = views.get(state)
    if (!cached) {
      const whole: RemoteState = state
      const picked = Object.fromEntries(keys.map((key) => [key, whole[key]])) as unknown as RemoteState
      const previous = last
      cached =
        previous && keys.every((key) => previous[key] === picked[key]) ? previous : Object.freeze(picked)
      views.set(state, cached)
    }
    last = cached
    return cached
  }
  return Object.freeze({
    getState: () => view(store.getState()),
    getInitialState: () => view(store.getInitialState()),
    subscribe: (listener: (state: RemoteState, previous: RemoteState) => void) =>
      store.subscribe((state, previous) => {
        const next = view(state)
        const before = view(previous)
        if (next !== before) listener(next, before)
      }),
  })
}
