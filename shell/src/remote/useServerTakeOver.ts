import { useEffect, useId, useState } from 'react'
import type { RemoteKey } from '../federation/apps'
import { composedRecord } from '../prerender/composition'
import { dropSupersededHeadTags } from '../prerender/composed-head'
import { serverSlotTookOver } from '../prerender/take-over'
import { loadedExposed, loadedRelease } from './load-remote'

export interface ServerTakeOver {
  /** Names the slot's element; equal on the server and while hydrating (`useId`). */
  slotId: string
  /** The slot's HTML from the server, when it is kept instead of hydrated; else null. */
  serverHtml: string | null
  /** The kept HTML is still the slot's whole content (the first render, which hydration matches). */
  kept: boolean
  /**
   * To call once the slot shows live content: hydrated, rendered afresh in place of kept HTML, or its
   * failure message. Counts once; undefined when the page had no server HTML for this slot.
   */
  reportTakenOver: (() => void) | undefined
}

/**
 * How a slot takes over the page's server HTML: hydrate it, or keep it on screen while the slot's
 * current release renders afresh in its place. Tells `take-over` when the slot has taken over.
 */
export function useServerTakeOver(remote: RemoteKey, module: string): ServerTakeOver {
  const slotId = useId()
  const [takeOver] = useState(() => serverTakeOver(remote, module, slotId))
  const [serverHtml] = useState(takeOver?.keepHtml ?? null)
  // Not when kept HTML goes on screen: it has no event handlers, and QA waits for the page to be live.
  const [reportTakenOver] = useState(() =>
    takeOver
      ? once(() => {
          // Rendered afresh, the slot's head tags are React's new ones, not the composed ones.
          if (takeOver.keepHtml !== null) dropSupersededHeadTags()
          serverSlotTookOver(takeOver.covering)
        })
      : undefined,
  )
  const [kept, setKept] = useState(serverHtml !== null)
  useEffect(() => {
    // After hydration, a slot whose remote changed (or is late) renders its current release; the
    // server's HTML stays on screen while that loads. The second render is the point: the first one
    // must match the server's HTML for hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept) setKept(false)
  }, [kept])
  return { slotId, serverHtml, kept, reportTakenOver }
}

function once(action: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    action()
  }
}

/**
 * A slot being hydrated finds its own element from the server (ids from `useId` match between the
 * server and hydration, and never collide with ids of client-only renders). It keeps that HTML as
 * it is, not hydrated, when its remote is not the release the page was composed from, or did not
 * load: hydrating it would not match. It then renders afresh, in its own place, after hydration.
 */
function serverTakeOver(
  remote: RemoteKey,
  module: string,
  slotId: string,
): { keepHtml: string | null; covering: number } | null {
  if (typeof document === 'undefined') return null
  const serverElement = document.querySelector(`[data-slot-id="${CSS.escape(slotId)}"]`)
  if (!serverElement) return null
  const composed = composedRecord()?.remotes[remote]
  const current = loadedRelease(remote)
  const isSameRelease =
    composed !== undefined &&
    current !== undefined &&
    composed.entry === current.entry &&
    composed.buildId === current.buildId
  if (isSameRelease && loadedExposed(remote, module as never)) return { keepHtml: null, covering: 1 }
  // The slots inside the kept HTML will not hydrate: they count as taken over with it.
  return {
    keepHtml: serverElement.innerHTML,
    covering: 1 + serverElement.querySelectorAll('[data-slot-id]').length,
  }
}
