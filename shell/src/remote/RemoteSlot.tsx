import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import type { RemoteModules } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { markLive, unmarkLive } from './live'
import { RemoteFailure } from './RemoteFailure'
import { useRemoteSession, type RemoteSession } from './remote-session'
import {
  Committed,
  LoadingText,
  SlotFrame,
  useReportFailure,
  type ExposedName,
  type RemoteSlotProps,
} from './slot-parts'

export { LOADING_TEXT, LoadingText, type RemoteSlotProps } from './slot-parts'

/**
 * - `composed`: the server's HTML stays as it is (readable, its links and native controls working)
 *   until the remote's code has run, then the boundary hydrates it.
 * - `fresh`: the slot renders the remote in the browser (a page not composed, a client navigation, a
 *   composed slot whose remote is another build than the page was composed from, a retry).
 * - `kept`: a composed slot's remote did not come; its server HTML stays, with a retry offer above it.
 */
type Status = { kind: 'composed' } | { kind: 'fresh' } | { kind: 'kept'; error: unknown }

/**
 * One exposed module of a remote, in its own element (`data-slot-id`, equal on the server and while
 * hydrating, from `useId`). A slot the server composed waits in a Suspense boundary for a module
 * only this slot hands it, so the rest of the page is live meanwhile; any other slot loads and
 * renders its module at once. A failure shows in the slot, with a retry; a fresh `React.lazy` per
 * attempt, because a rejected lazy component stays rejected; for the same reason the router's
 * route-level `lazy` is not used: it caches the rejection, so a route would stay broken after its
 * remote recovers.
 */
export function RemoteSlot<K extends RemoteKey, N extends ExposedName<K>>({
  remote,
  module,
  props,
  onSettled,
  label,
  inline = false,
}: RemoteSlotProps<K, N>) {
  const session = useRemoteSession()
  const { loader, remoteStore } = session
  const slotId = useId()
  const [composed] = useState(() => isComposedSlot(slotId))
  const reportFailure = useReportFailure(remote, module)
  const element = useRef<HTMLElement>(null)
  const [gate] = useState(() => deferred<{ default: ComponentType<RemoteModules[K][N]> }>())
  const [Composed] = useState(() => lazy(() => gate.promise))
  const [status, setStatus] = useState<Status>(composed ? { kind: 'composed' } : { kind: 'fresh' })
  const [loadAttempt, setLoadAttempt] = useState(0)
  const [renderAttempt, setRenderAttempt] = useState(0)
  const [renderFailed, setRenderFailed] = useState(false)

  useEffect(() => {
    if (!composed) return
    let current = true
    loader.loadExposed(remote, module).then(
      (loaded) => {
        if (!current) return
        if (isComposedRelease(session, remote)) gate.resolve(loaded as never)
        else setStatus({ kind: 'fresh' })
      },
      (error: unknown) => {
        if (!current) return
        reportFailure(error)
        setStatus({ kind: 'kept', error })
      },
    )
    return () => {
      current = false
    }
    // `session` is one value for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [composed, loader, remote, module, loadAttempt, gate, reportFailure])

  const fresh = status.kind === 'fresh'
  const live = useCallback(() => {
    if (composed && fresh) session.composedHead?.dropSuperseded()
    markLive(element.current)
  }, [composed, fresh, session])

  useEffect(() => {
    if (status.kind !== 'kept') return
    markLive(element.current, 'failed')
    return loader.onRemoteReset(remote, () => {
      unmarkLive(element.current)
      setStatus({ kind: 'composed' })
      setLoadAttempt((n) => n + 1)
    })
  }, [status, loader, remote])

  useEffect(() => {
    if (!renderFailed) return
    return loader.onRemoteReset(remote, () => {
      setRenderFailed(false)
      setStatus({ kind: 'fresh' })
      setRenderAttempt((n) => n + 1)
    })
  }, [renderFailed, loader, remote])

  // One element for as long as a composed boundary waits: a new one would be an update, and React
  // renders a boundary that is updated before it hydrated afresh, from its fallback.
  const content = useMemo(() => {
    // A new lazy component per load attempt, on purpose: React.lazy keeps a rejection for good, so a
    // retry needs a fresh one; the memo keeps it for as long as the attempt lasts.
    const Component = fresh ? freshComponent(loader, remote, module, inline) : Composed
    return (
      <ErrorBoundary
        resetKeys={[renderAttempt]}
        onError={(error) => {
          reportFailure(error)
          setRenderFailed(true)
        }}
        fallbackRender={({ error }) => (
          <>
            <Committed onCommit={live} />
            {inline ? null : (
              <RemoteFailure label={label} error={error} onRetry={() => loader.resetRemote(remote)} />
            )}
            {onSettled}
          </>
        )}
      >
        <Suspense key={fresh ? 'fresh' : 'composed'} fallback={fresh && !inline ? <LoadingText /> : null}>
          {/* eslint-disable-next-line react-hooks/static-components -- one per attempt, see above */}
          <Component {...(props as RemoteModules[K][N])} store={remoteStore} />
          <Committed onCommit={live} />
          {onSettled}
        </Suspense>
      </ErrorBoundary>
    )
    // `renderAttempt` is a dependency on purpose: a retry needs a new lazy component.
  }, [
    fresh,
    renderAttempt,
    Composed,
    loader,
    remote,
    module,
    props,
    remoteStore,
    reportFailure,
    live,
    inline,
    label,
    onSettled,
  ])

  const notice =
    status.kind === 'kept' && !inline ? (
      <>
        <RemoteFailure
          label={label}
          error={status.error}
          keptContent
          onRetry={() => loader.resetRemote(remote)}
        />
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
      content={content}
    />
  )
}

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

/** While hydrating, `useId` matches the server's id; a client render's ids never do. */
function isComposedSlot(slotId: string): boolean {
  if (typeof document === 'undefined') return false
  return [...document.querySelectorAll('[data-slot-id]')].some(
    (slot) => slot.getAttribute('data-slot-id') === slotId,
  )
}

/** The remote's loaded build is the one the page was composed from, so its HTML will match. */
function isComposedRelease({ composition, loader }: RemoteSession, remote: RemoteKey): boolean {
  const composed = composition?.remotes[remote]
  const current = loader.loadedRelease(remote)
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

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}
