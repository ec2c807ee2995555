import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { onHydrationCue, type HydrationCue } from '../../remote/hydration-cue'
import { ISLAND_ATTRIBUTE, markHydration, markLive } from '../../remote/live'
import { useRemoteSession } from '../../remote/remote-session'
import { Committed } from '../../remote/slot-parts'

/**
 * A part of the shell's own chrome as an island (decision 0109): on a composed page its server HTML
 * stays as it is, its links working natively, and React hydrates it only once it is wanted, by the
 * cues the remote slots use (`remote/hydration-cue.ts`): the first idle period on the first screen,
 * coming near further down, a touch, a change of address (React can update only what it has
 * hydrated). Until then it is a Suspense boundary whose component has not resolved, which React's
 * selective hydration leaves as server HTML; a tap on one of its buttons is kept by the early-event
 * script and replayed once it is live (`data-live`, `remote/live.ts`). Its code stays in the app's
 * start: a cue costs a hydration, not a request. On the server (compose), and on a page rendered
 * afresh (the frame), it renders at once.
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
      const stops: Array<() => void> = []
      const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
      const cued = (cue: HydrationCue) => {
        stop()
        markHydration(region, cue)
        held.release()
      }
      markHydration(region, 'waiting')
      stops.push(
        onHydrationCue(region, {
          onWait: (wait) => markHydration(region, `waiting-${wait}`),
          onCue: cued,
        }),
      )
      const stopNavigate = onNavigate?.(() => cued('navigated'))
      if (stopNavigate) stops.push(stopNavigate)
      return stop
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
