import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import type { RemoteModules } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { useInnerHtml } from '../lib/inner-html'
import { remoteStoreOf } from '../store/remote-store'
import { useShellStoreApi } from '../store/shell-react'
import { Button } from '../ui/button'
import { loadedExposed, loadExposed, resetRemote } from './load-remote'
import { failureReason } from './remote-error'
import { useServerTakeOver } from './useServerTakeOver'

type ExposedName<K extends RemoteKey> = keyof RemoteModules[K] & string

export interface RemoteSlotProps<K extends RemoteKey, N extends ExposedName<K>> {
  remote: K
  module: N
  /** The exposed component's props; the slot adds the store's remote surface itself. */
  props: Omit<RemoteModules[K][N], 'store'>
  /** Rendered once the slot shows something final (the remote, or its error message). */
  onSettled?: ReactNode
  /** What the visitor is missing, for the error message: "pagina", "întrebările frecvente"… */
  label: string
  /**
   * A small piece inside someone else's layout (a count in a tile): it shows nothing while loading
   * or after a failure, instead of "Loading..." or a retry box that would break that layout. The
   * failure is still reported.
   */
  inline?: boolean
}

export const LOADING_TEXT = 'Loading...'

/**
 * Loads one exposed module of a remote and renders it. A fresh `React.lazy` per attempt, because
 * a rejected lazy component stays rejected; the router's route-level `lazy` is not used for the
 * same reason (see README, Decisions).
 */
export function RemoteSlot<K extends RemoteKey, N extends ExposedName<K>>({
  remote,
  module,
  props,
  onSettled,
  label,
  inline = false,
}: RemoteSlotProps<K, N>) {
  const store = useShellStoreApi()
  const [attempt, setAttempt] = useState(0)
  const { slotId, serverHtml, kept, reportTakenOver } = useServerTakeOver(remote, module)
  const serverMarkup = useInnerHtml(serverHtml ?? '')
  const Component = useMemo(() => {
    const ready = loadedExposed(remote, module)
    if (ready) return ready.default as ComponentType<RemoteModules[K][N]>
    // On the server a remote missing at compose time leaves its slot to the browser.
    if (typeof document === 'undefined') return inline ? EmptyPlaceholder : ServerPlaceholder
    return lazy(() => loadExposed(remote, module)) as unknown as ComponentType<RemoteModules[K][N]>
    // `attempt` is a dependency on purpose: a retry needs a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt])
  const slot = { 'data-slot': `${remote}/${module}`, 'data-slot-id': slotId, className: 'contents' }
  // An inline slot may sit in phrasing content (a tile's text): a span keeps the HTML valid.
  const Wrapper = inline ? 'span' : 'div'

  if (kept && serverHtml !== null) return <Wrapper {...slot} dangerouslySetInnerHTML={serverMarkup} />
  const loading =
    serverHtml !== null ? (
      <Wrapper className="contents" dangerouslySetInnerHTML={serverMarkup} />
    ) : inline ? null : (
      <LoadingText />
    )

  function reportFailure(error: unknown) {
    store.getState().track({ event: 'remote_error', remote, module, reason: failureReason(error) })
  }

  return (
    <Wrapper {...slot}>
      <ErrorBoundary
        resetKeys={[attempt]}
        onError={reportFailure}
        fallbackRender={(fallback) => (
          <>
            <ContentCommitted onCommit={reportTakenOver} />
            {inline ? null : (
              <RemoteFailure
                label={label}
                {...fallback}
                onRetry={() => {
                  resetRemote(remote)
                  setAttempt((n) => n + 1)
                }}
              />
            )}
            {onSettled}
          </>
        )}
      >
        <Suspense fallback={loading}>
          <Component {...(props as RemoteModules[K][N])} store={remoteStoreOf(store)} />
          <ContentCommitted onCommit={reportTakenOver} />
          {onSettled}
        </Suspense>
      </ErrorBoundary>
    </Wrapper>
  )
}

/**
 * Renders nothing, on the server too (so the tree hydrates as it was rendered); its effect runs once
 * the slot's content has committed, which for a hydrated slot is after its Suspense boundary hydrated.
 */
function ContentCommitted({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit])
  return null
}

export function LoadingText() {
  return <p className="p-6 text-muted-foreground">{LOADING_TEXT}</p>
}

function ServerPlaceholder(): ReactNode {
  return <LoadingText />
}

function EmptyPlaceholder(): ReactNode {
  return null
}

const failureAdvice: Record<ReturnType<typeof failureReason>, string> = {
  unreachable:
    'Verifică conexiunea la internet și încearcă din nou. Restul site-ului funcționează în continuare.',
  timeout: 'Răspunsul întârzie. Încearcă din nou; restul site-ului funcționează în continuare.',
  incompatible: 'Această secțiune este în curs de actualizare. Încearcă din nou în câteva minute.',
  render: 'A apărut o problemă la afișarea acestei secțiuni. Încearcă din nou.',
}

function RemoteFailure({ label, error, onRetry }: FallbackProps & { label: string; onRetry: () => void }) {
  const reason = failureReason(error)
  return (
    <div
      role="alert"
      data-remote-failure={reason}
      className="mx-auto my-6 max-w-xl rounded-xl border bg-card p-6 text-center"
    >
      <p className="font-semibold">Nu am putut încărca {label}.</p>
      <p className="mt-1 text-sm text-muted-foreground">{failureAdvice[reason]}</p>
      <Button className="mt-4" onClick={onRetry}>
        Reîncearcă
      </Button>
    </div>
  )
}
