import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import type { RemoteModules } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { dropSupersededHeadTags } from './composed-head'
import { composedRecord } from './composition'
import { loadedExposed, loadedRelease, loadExposed, onRemoteReset, resetRemote } from './load-remote'
import { markLive, unmarkLive } from './live'
import { RemoteFailure } from './RemoteFailure'
import {
  Committed,
  LoadingText,
  SlotFrame,
  useRemoteStore,
  useReportFailure,
  type ExposedName,
  type SlotProps,
} from './slot-parts'

type Status = { kind: 'waiting' } | { kind: 'fresh' } | { kind: 'failed'; error: unknown }

/**
 * A slot the server composed. Its Suspense boundary waits for a module that only this slot hands
 * it, so React leaves the server's HTML as it is (readable, its links and native controls working)
 * until the remote's code has run, then hydrates it: the rest of the page is live meanwhile.
 * - The remote is the build the page was composed from: the boundary hydrates.
 * - Another build (a release since the page was composed): the slot renders that build afresh in
 *   its place, under a new key, and the composed head tags it renders again go.
 * - No remote within the timeout: the server HTML stays, with a retry offer above it.
 */
export function HydratingSlot<K extends RemoteKey, N extends ExposedName<K>>({
  remote,
  module,
  props,
  onSettled,
  label,
  inline = false,
  slotId,
}: SlotProps<K, N>) {
  const remoteStore = useRemoteStore()
  const reportFailure = useReportFailure(remote, module)
  const element = useRef<HTMLElement>(null)
  const [gate] = useState(() => deferred<{ default: ComponentType<RemoteModules[K][N]> }>())
  const [Composed] = useState(() => lazy(() => gate.promise))
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const [loadAttempt, setLoadAttempt] = useState(0)
  const [renderAttempt, setRenderAttempt] = useState(0)

  useEffect(() => {
    let current = true
    loadExposed(remote, module).then(
      (loaded) => {
        if (!current) return
        if (isComposedRelease(remote)) gate.resolve(loaded as unknown as { default: ComponentType<RemoteModules[K][N]> })
        else setStatus({ kind: 'fresh' })
      },
      (error: unknown) => {
        if (!current) return
        reportFailure(error)
        setStatus({ kind: 'failed', error })
      },
    )
    return () => {
      current = false
    }
  }, [remote, module, loadAttempt, gate, reportFailure])

  const fresh = status.kind === 'fresh'
  const live = useCallback(() => {
    if (fresh) dropSupersededHeadTags()
    markLive(element.current)
  }, [fresh])
  useEffect(() => {
    if (status.kind !== 'failed') return
    markLive(element.current, 'failed')
    return onRemoteReset(remote, () => {
      unmarkLive(element.current)
      setStatus({ kind: 'waiting' })
      setLoadAttempt((n) => n + 1)
    })
  }, [status, remote])

  // One element for as long as the boundary waits: a new one would be an update, and React renders a
  // boundary that is updated before it hydrated afresh, from its fallback.
  const content = useMemo(() => {
    const Component = (
      fresh
        ? (loadedExposed(remote, module)?.default ?? lazy(() => loadExposed(remote, module)))
        : Composed
    ) as ComponentType<RemoteModules[K][N]>
    return (
      <ErrorBoundary
        resetKeys={[renderAttempt]}
        onError={reportFailure}
        fallbackRender={({ error }) => (
          <>
            <Committed onCommit={live} />
            {inline ? null : (
              <RemoteFailure
                label={label}
                error={error}
                onRetry={() => {
                  resetRemote(remote)
                  setStatus({ kind: 'fresh' })
                  setRenderAttempt((n) => n + 1)
                }}
              />
            )}
            {onSettled}
          </>
        )}
      >
        <Suspense key={fresh ? 'fresh' : 'composed'} fallback={fresh && !inline ? <LoadingText /> : null}>
          <Component {...(props as RemoteModules[K][N])} store={remoteStore} />
          <Committed onCommit={live} />
          {onSettled}
        </Suspense>
      </ErrorBoundary>
    )
  }, [fresh, renderAttempt, Composed, remote, module, props, remoteStore, reportFailure, live, inline, label, onSettled])

  const notice =
    status.kind === 'failed' && !inline ? (
      <>
        <RemoteFailure
          label={label}
          error={status.error}
          keptContent
          onRetry={() => resetRemote(remote)}
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

/** The remote's loaded build is the one the page was composed from, so its HTML will match. */
function isComposedRelease(remote: RemoteKey): boolean {
  const composed = composedRecord()?.remotes[remote]
  const current = loadedRelease(remote)
  return (
    composed !== undefined &&
    current !== undefined &&
    composed.entry === current.entry &&
    composed.buildId === current.buildId
  )
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}
