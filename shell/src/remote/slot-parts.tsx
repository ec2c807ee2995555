import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { RemoteModules } from '../contract'
import type { RemoteKey } from '../federation/apps'
import { useShellStoreApi } from '../store/shell-react'
import type { ExposedName } from './load-remote'
import { failureReason } from './remote-error'

export type { ExposedName }

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

export function LoadingText() {
  return <p className="p-6 text-muted-foreground">{LOADING_TEXT}</p>
}

/** Sends `remote_error` for a slot: what failed and why. */
export function useReportFailure(remote: RemoteKey, module: string) {
  const store = useShellStoreApi()
  return useCallback(
    (error: unknown) =>
      store.getState().track({ event: 'remote_error', remote, module, reason: failureReason(error) }),
    [store, remote, module],
  )
}

/**
 * Sends `remote_live` once for a slot of the page's first view: the time from when the part was
 * wanted until its remote's code made it live. A part on the first screen is wanted from the
 * navigation's start (`wantedAt` 0); one further down from its hydration cue, when the visitor came
 * near it or touched it (`remote/hydration-cue.ts`), so that the time is the site's and not the
 * visitor's scrolling. A slot of a later view (a client navigation) has no such start, and sends
 * nothing.
 */
export function useReportLive(remote: RemoteKey, module: string, firstView: boolean) {
  const store = useShellStoreApi()
  const sent = useRef(false)
  return useCallback(
    (wantedAt = 0) => {
      if (!firstView || sent.current) return
      sent.current = true
      const ms = Math.max(0, Math.round(performance.now() - wantedAt))
      store.getState().track({ event: 'remote_live', remote, module, ms })
    },
    [store, remote, module, firstView],
  )
}

/** Renders nothing; its effect runs once the content around it has committed (or hydrated). */
export function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/**
 * The slot's element and its content, the same tree on the server and in the browser (hydration
 * matches them node for node): an optional notice, then the remote's component in its own Suspense
 * boundary with the marker that tells `live` when that boundary has committed.
 */
export function SlotFrame({
  slotId,
  id,
  inline,
  element,
  notice,
  content,
}: {
  slotId: string
  id: string
  inline: boolean
  element: RefObject<HTMLElement | null>
  notice: ReactNode
  content: ReactNode
}) {
  // An inline slot may sit in phrasing content (a tile's text): a span keeps the HTML valid.
  const Wrapper = inline ? 'span' : 'div'
  return (
    <Wrapper
      ref={element as RefObject<HTMLDivElement & HTMLSpanElement>}
      data-slot={id}
      data-slot-id={slotId}
      className="contents"
    >
      {notice}
      {content}
    </Wrapper>
  )
}
