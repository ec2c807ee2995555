/**
 * What a `RemoteSlot` knows, and the events that change it: a reducer, so that every way a slot can
 * go is one named transition, testable without React. `C` is the component a fresh slot renders
 * (the remote's module, or a lazy component loading it); it is made where the event happens, never
 * during a render, and is new for each attempt because `React.lazy` keeps a rejection for good.
 */
export interface SlotState<C> {
  /** The page's server HTML holds this slot (its composition record names it): it hydrates. Decided once. */
  composed: boolean
  /**
   * Where the slot's content comes from:
   * - `composed`: the server's HTML stays as it is (readable, its links and native controls working)
   *   until the remote's code has run, then the boundary hydrates it.
   * - `fresh`: the slot renders the remote in the browser (a page not composed, a client navigation, a
   *   composed slot whose remote is another build than the page was composed from, a retry).
   * - `kept`: a composed slot's remote did not come; its server HTML stays, with a retry offer above it.
   */
  source: { kind: 'composed' } | { kind: 'fresh'; component: C } | { kind: 'kept'; error: unknown }
  /** Counts the loads of a composed slot's module: retrying a kept slot starts another. */
  loadAttempt: number
  /** Counts the renders after a failure: retrying resets the error boundary around the remote. */
  renderAttempt: number
  /** The error boundary caught a failure (load or render) and shows it until the remote is retried. */
  renderFailed: boolean
}

export type SlotEvent<C> =
  /** A composed slot's remote loaded, but not the build the page was composed from: render it afresh. */
  | { type: 'otherBuildLoaded'; component: C }
  /** A composed slot's remote failed to load (unreachable, incompatible, timed out): keep the HTML. */
  | { type: 'loadFailed'; error: unknown }
  /** The error boundary around the remote caught a failure. */
  | { type: 'renderFailed' }
  /** The remote was reset (someone pressed "Reîncearcă"): a failed or kept slot tries again. */
  | { type: 'retried'; component: C }

/** A composed slot waits for its module; any other renders `fresh()`, made only then. */
export function initialSlotState<C>({
  composed,
  fresh,
}: {
  composed: boolean
  fresh: () => C
}): SlotState<C> {
  return {
    composed,
    source: composed ? { kind: 'composed' } : { kind: 'fresh', component: fresh() },
    loadAttempt: 0,
    renderAttempt: 0,
    renderFailed: false,
  }
}

export function slotReducer<C>(state: SlotState<C>, event: SlotEvent<C>): SlotState<C> {
  switch (event.type) {
    case 'otherBuildLoaded':
      return { ...state, source: { kind: 'fresh', component: event.component } }
    case 'loadFailed':
      return { ...state, source: { kind: 'kept', error: event.error } }
    case 'renderFailed':
      return state.renderFailed ? state : { ...state, renderFailed: true }
    case 'retried':
      // A failure the boundary shows is retried afresh; kept HTML waits for its build once more.
      if (state.renderFailed) {
        return {
          ...state,
          renderFailed: false,
          source: { kind: 'fresh', component: event.component },
          renderAttempt: state.renderAttempt + 1,
        }
      }
      if (state.source.kind === 'kept') {
        return { ...state, source: { kind: 'composed' }, loadAttempt: state.loadAttempt + 1 }
      }
      return state
  }
}
