import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { ISLAND_ATTRIBUTE, markLive } from '../../remote/live'
import { useRemoteSession } from '../../remote/remote-session'
import { Committed } from '../../remote/slot-parts'
import type { AppState } from '../../store'
import { useShellStoreApi } from '../../store/shell-react'
import { releaseWhenWanted, type PageSignal } from './island-cue'

export interface IslandOptions {
  /**
   * What of the visitor's state the part shows (the theme chosen, the favourites' count). The page
   * was composed with the neutral state; where the visitor's differs, now or later, the server HTML
   * is not theirs and the island comes alive at once (cue `state`).
   */
  shows?: (state: AppState) => unknown
}

/**
 * A part of the shell's own chrome as an island (decisions 0109, 0115): on a composed page its server
 * HTML stays as it is, its links and native controls working, and React hydrates it only once it is
 * wanted (`island-cue.ts`), by the cues the remote slots use (`remote/hydration-cue.ts`): the first
 * idle period on the first screen, coming near further down, a touch (one before the app started
 * too), a change of address (React can update only what it has hydrated), and the visitor's state
 * showing in it (`shows`). Until then it is a Suspense boundary whose component has not resolved,
 * which React's selective hydration leaves as server HTML; a tap on one of its buttons or choices is
 * kept by the early-event script and replayed once it is live (`data-live`, `remote/live.ts`). It
 * hydrates with the neutral state, as the root did (the store's server snapshot), then renders the
 * visitor's. Its code stays in the app's start: a cue costs a hydration, not a request. On the server
 * (compose), and on a page rendered afresh (the frame), it renders at once.
 */
export function island(name: string, Part: ComponentType, { shows }: IslandOptions = {}): ComponentType {
  function Island() {
    const { composition, onNavigate } = useRemoteSession()
    const store = useShellStoreApi()
    const element = useRef<HTMLDivElement>(null)
    const [held] = useState(() => (typeof document === 'undefined' || !composition ? null : heldPart(Part)))
    const live = useCallback(() => markLive(element.current), [])

    useEffect(() => {
      const region = element.current
      if (!held || !region) return
      const onStateShows: PageSignal | undefined =
        shows && ((listener) => whenStateShows(store, shows, listener))
      return releaseWhenWanted(region, held.release, { onNavigate, onStateShows })
    }, [held, onNavigate, store])

    const Shown = held?.Part ?? Part
    return (
      <div ref={element} {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
        <Suspense fallback={null}>
          <Shown />
          <Committed onCommit={live} />
        </Suspense>
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}

/** `Part` behind a lazy component that resolves once released. */
function heldPart(Part: ComponentType): { Part: ComponentType; release: () => void } {
  let release = () => undefined as void
  const released = new Promise<{ default: ComponentType }>((resolve) => {
    release = () => resolve({ default: Part })
  })
  return { Part: lazy(() => released), release }
}

/**
 * Calls `listener` once what `shows` selects differs from the neutral state's: at once if it does
 * already (a stored theme), else when it comes to (a favourite added elsewhere on the page).
 */
function whenStateShows(
  store: ReturnType<typeof useShellStoreApi>,
  shows: (state: AppState) => unknown,
  listener: () => void,
): () => void {
  const neutral = shows(store.getInitialState())
  const differs = (state: AppState) => !Object.is(shows(state), neutral)
  if (differs(store.getState())) {
    listener()
    return () => undefined
  }
  const unsubscribe = store.subscribe((state) => {
    if (!differs(state)) return
    unsubscribe()
    listener()
  })
  return unsubscribe
}
