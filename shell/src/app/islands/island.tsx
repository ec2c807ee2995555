import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { ISLAND_ATTRIBUTE, markLive } from '../../remote/live'
import { useRemoteSession } from '../../remote/remote-session'
import { Committed } from '../../remote/slot-parts'
import { releaseWhenWanted } from './island-cue'

/**
 * A part of the shell's own chrome as an island (decision 0109): on a composed page its server HTML
 * stays as it is, its links working natively, and React hydrates it only once it is wanted
 * (`island-cue.ts`), by the cues the remote slots use (`remote/hydration-cue.ts`): the first idle
 * period on the first screen, coming near further down, a touch (one before the app started too), a
 * change of address (React can update only what it has hydrated). Until then it is a Suspense
 * boundary whose component has not resolved, which React's selective hydration leaves as server
 * HTML; a tap on one of its buttons is kept by the early-event script and replayed once it is live
 * (`data-live`, `remote/live.ts`). Its code stays in the app's start: a cue costs a hydration, not a
 * request. On the server (compose), and on a page rendered afresh (the frame), it renders at once.
 */
export function island(name: string, Part: ComponentType): ComponentType {
  function Island() {
    const { composition, onNavigate } = useRemoteSession()
    const element = useRef<HTMLDivElement>(null)
    const [held] = useState(() => (typeof document === 'undefined' || !composition ? null : heldPart(Part)))
    const live = useCallback(() => markLive(element.current), [])

    useEffect(() => {
      const region = element.current
      if (!held || !region) return
      return releaseWhenWanted(region, held.release, onNavigate)
    }, [held, onNavigate])

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
