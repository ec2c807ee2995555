import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import type { RemoteModules } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { loadedExposed, loadExposed, onRemoteReset, resetRemote } from './load-remote'
import { markLive } from './live'
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

/** Loads the module in the browser (client navigation, a page not composed), with a retry. */
export function ClientSlot<K extends RemoteKey, N extends ExposedName<K>>({
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
  const [attempt, setAttempt] = useState(0)
  const Component = useMemo(() => {
    const ready = loadedExposed(remote, module)
    if (ready) return ready.default as ComponentType<RemoteModules[K][N]>
    // On the server a remote missing at compose time leaves its slot to the browser.
    if (typeof document === 'undefined') return inline ? EmptyPlaceholder : LoadingText
    return lazy(() => loadExposed(remote, module)) as unknown as ComponentType<RemoteModules[K][N]>
    // `attempt` is a dependency on purpose: a retry needs a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt])
  const live = useCallback(() => markLive(element.current), [])
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!failed) return
    return onRemoteReset(remote, () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    })
  }, [failed, remote])

  return (
    <SlotFrame
      slotId={slotId}
      id={`${remote}/${module}`}
      inline={inline}
      element={element}
      notice={null}
      content={
        <ErrorBoundary
          resetKeys={[attempt]}
          onError={(error) => {
            reportFailure(error)
            setFailed(true)
          }}
          fallbackRender={({ error }) => (
            <>
              <Committed onCommit={live} />
              {inline ? null : (
                <RemoteFailure
                  label={label}
                  error={error}
                  onRetry={() => resetRemote(remote)}
                />
              )}
              {onSettled}
            </>
          )}
        >
          <Suspense fallback={inline ? null : <LoadingText />}>
            <Component {...(props as RemoteModules[K][N])} store={remoteStore} />
            <Committed onCommit={live} />
            {onSettled}
          </Suspense>
        </ErrorBoundary>
      }
    />
  )
}

function EmptyPlaceholder(): ReactNode {
  return null
}
