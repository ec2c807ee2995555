import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { storedStateShows, type RemoteModules, type RemoteStore } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { isComposedSlot, type CompositionRecord } from '../page-format/composition-record'
import { loadWhenWanted } from './composed-hydration'
import type { LoadedRelease } from './load-remote'
import { markLive, unmarkLive } from './live'
import { RemoteFailure } from './RemoteFailure'
import { useRemoteSession, type RemoteSession } from './remote-session'
import {
  Committed,
  LoadingText,
  SlotFrame,
  useReportFailure,
  useReportLive,
  type ExposedName,
  type RemoteSlotProps,
} from './slot-parts'
import { initialSlotState, slotReducer } from './slot-state'

export { LOADING_TEXT, LoadingText, type RemoteSlotProps } from './slot-parts'

/**
 * One exposed module of a remote, in its own element (`data-slot-id`, equal on the server and while
 * hydrating, from `useId`). A slot the page's composition record names waits in a Suspense boundary
 * for a module only this slot hands it, so the rest of the page is live meanwhile; any other slot
 * loads and renders its module at once. A failure shows in the slot, with a retry; a fresh
 * `React.lazy` per attempt, because a rejected lazy component stays rejected; for the same reason the
 * router's route-level `lazy` is not used: it caches the rejection, so a route would stay broken after
 * its remote recovers. What the slot knows and how it changes: `slot-state.ts`.
 */
export function RemoteSlot<K extends RemoteKey, N extends ExposedName<K>>({
  remote,
  module,
  props,
  onSettled,
  label,
  inline = false,
}: RemoteSlotProps<K, N>) {
  type Module = ComponentType<RemoteModules[K][N]>
  const { loader, remoteStore, composition, composedHead, onNavigate } = useRemoteSession()
  const slotId = useId()
  const [slot, dispatch] = useReducer(
    slotReducer<Module>,
    {
      composed: isComposedSlot(composition, slotId),
      fresh: () => freshComponent(loader, remote, module, inline),
    },
    initialSlotState<Module>,
  )
  const reportFailure = useReportFailure(remote, module)
  // A slot the server composed is of the document's first view: its time until live is measured.
  const reportLive = useReportLive(remote, module, slot.composed)
  // A part wanted from its cue, not from the navigation (`onWantedFromCue`): its time until live is
  // counted from then (`useReportLive`).
  const wantedFromCue = useRef(false)
  const wantedAt = useRef(0)
  const element = useRef<HTMLElement>(null)
  // Resolved once this slot's module is the composed build: until then the server's HTML stays.
  const [gate] = useState(() => composedGate<RemoteModules[K][N]>())

  const { composed, loadAttempt } = slot
  useEffect(() => {
    if (!composed) return
    let current = true
    const load = () => {
      if (wantedFromCue.current && wantedAt.current === 0) wantedAt.current = performance.now()
      void loader.loadExposed(remote, module).then(
        (loaded) => {
          if (!current) return
          if (isComposedRelease(composition, remote, loader.loadedRelease(remote)))
            gate.resolve(loaded as never)
          else
            dispatch({ type: 'otherBuildLoaded', component: freshComponent(loader, remote, module, inline) })
        },
        (error: unknown) => {
          if (!current) return
          reportFailure(error)
          dispatch({ type: 'loadFailed', error })
        },
      )
    }
    // The first load waits until the part is wanted; a retry is asked for by the visitor, at once.
    if (loadAttempt > 0) {
      load()
      return () => {
        current = false
      }
    }
    const wanting = loadWhenWanted(element.current, remote, module, {
      load,
      onWantedFromCue: () => (wantedFromCue.current = true),
      storedStateShows: storedStateShows(remoteStore),
      composedBuildLoads: loader
        .plannedRelease(remote)
        .then((planned) => isComposedRelease(composition, remote, planned)),
    })
    // A new address renders the content around the part again. React updates server HTML only once
    // it has hydrated it: until then an update waits for it (a transition) or drops it for nothing (a
    // synchronous one). So the part is wanted now, before React renders the change.
    const stopWatching = onNavigate?.(() => wanting.now('navigated'))
    return () => {
      current = false
      wanting.stop()
      stopWatching?.()
    }
  }, [
    composed,
    loadAttempt,
    loader,
    remote,
    module,
    inline,
    composition,
    gate,
    reportFailure,
    onNavigate,
    remoteStore,
  ])

  const fresh = slot.source.kind === 'fresh'
  const live = useCallback(() => {
    if (composed && fresh) composedHead?.dropSuperseded()
    markLive(element.current)
  }, [composed, fresh, composedHead])
  // The remote's own content committed (not the failure shown in its place): live, and measured.
  const shown = useCallback(() => {
    live()
    reportLive(wantedAt.current)
  }, [live, reportLive])

  const kept = slot.source.kind === 'kept'
  useEffect(() => {
    if (kept) markLive(element.current, 'failed')
  }, [kept])

  const awaitsRetry = kept || slot.renderFailed
  useEffect(() => {
    if (!awaitsRetry) return
    return loader.onRemoteReset(remote, () => {
      if (kept) unmarkLive(element.current)
      dispatch({ type: 'retried', component: freshComponent(loader, remote, module, inline) })
    })
  }, [awaitsRetry, kept, loader, remote, module, inline])

  const onFailure = useCallback(
    (error: unknown) => {
      reportFailure(error)
      dispatch({ type: 'renderFailed' })
    },
    [reportFailure],
  )
  const retry = useCallback(() => loader.resetRemote(remote), [loader, remote])

  const notice =
    slot.source.kind === 'kept' && !inline ? (
      <>
        <RemoteFailure label={label} error={slot.source.error} keptContent onRetry={retry} />
        {onSettled}
      </>
    ) : null

  return (
    <SlotFrame
      slotId={slotId}
      id={`${remote}/${module}`}
      inline={inline}
      element={element}
      notice={notice}
      content={
        <SlotContent<RemoteModules[K][N]>
          Remote={slot.source.kind === 'fresh' ? slot.source.component : gate.Component}
          fresh={fresh}
          attempt={slot.renderAttempt}
          props={props as RemoteModules[K][N]}
          store={remoteStore}
          onFailure={onFailure}
          onLive={live}
          onShown={shown}
          onRetry={retry}
          inline={inline}
          label={label}
          onSettled={onSettled}
        />
      }
    />
  )
}

interface SlotContentProps<P> {
  Remote: ComponentType<P>
  fresh: boolean
  /** A new attempt after a failure resets the error boundary. */
  attempt: number
  props: P
  store: RemoteStore
  onFailure: (error: unknown) => void
  /** The failure shown in the remote's place committed. */
  onLive: () => void
  /** The remote's own content committed. */
  onShown: () => void
  onRetry: () => void
  inline: boolean
  label: string
  onSettled: ReactNode
}

/**
 * The remote's component inside its error boundary and Suspense boundary. Memoised: while a composed
 * boundary waits, the slot re-rendering (a notice above it) must not update it, because React renders
 * a boundary that is updated before it hydrated afresh, from its fallback.
 */
const SlotContent = memo(function SlotContent<P>({
  Remote,
  fresh,
  attempt,
  props,
  store,
  onFailure,
  onLive,
  onShown,
  onRetry,
  inline,
  label,
  onSettled,
}: SlotContentProps<P>) {
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={onFailure}
      fallbackRender={({ error }) => (
        <>
          <Committed onCommit={onLive} />
          {inline ? null : <RemoteFailure label={label} error={error} onRetry={onRetry} />}
          {onSettled}
        </>
      )}
    >
      <Suspense key={fresh ? 'fresh' : 'composed'} fallback={fresh && !inline ? <LoadingText /> : null}>
        <Remote {...props} store={store} />
        <Committed onCommit={onShown} />
        {onSettled}
      </Suspense>
    </ErrorBoundary>
  )
}) as <P>(props: SlotContentProps<P>) => ReactNode

/** The module loaded already, or a lazy component that loads it; on the server, a placeholder. */
function freshComponent<K extends RemoteKey, N extends ExposedName<K>>(
  loader: RemoteSession['loader'],
  remote: K,
  module: N,
  inline: boolean,
): ComponentType<RemoteModules[K][N]> {
  const ready = loader.loadedExposed(remote, module)
  if (ready) return ready.default as ComponentType<RemoteModules[K][N]>
  // On the server a remote missing at compose time leaves its slot to the browser.
  if (typeof document === 'undefined') return inline ? EmptyPlaceholder : LoadingText
  return lazy(() => loader.loadExposed(remote, module)) as unknown as ComponentType<RemoteModules[K][N]>
}

/** The remote's build (loaded, or to be loaded) is the one the page was composed from: its HTML matches. */
function isComposedRelease(
  composition: CompositionRecord | null,
  remote: RemoteKey,
  current: LoadedRelease | undefined,
): boolean {
  const composed = composition?.remotes[remote]
  return (
    composed !== undefined &&
    current !== undefined &&
    composed.entry === current.entry &&
    composed.buildId === current.buildId
  )
}

function EmptyPlaceholder(): ReactNode {
  return null
}

/** A lazy component that renders the module handed to `resolve`, and nothing before. */
function composedGate<P>() {
  let resolve!: (module: { default: ComponentType<P> }) => void
  const promise = new Promise<{ default: ComponentType<P> }>((done) => (resolve = done))
  return { resolve, Component: lazy(() => promise) as ComponentType<P> }
}
