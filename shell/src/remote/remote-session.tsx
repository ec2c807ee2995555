import { createContext, useContext } from 'react'
import type { RemoteStore } from '../contract'
import type { CompositionRecord } from '../page-format/composition-record'
import type { ComposedHead } from './composed-head'
import type { RemoteLoader } from './load-remote'

/**
 * What the slots take from the page session (`boot/page-session.ts`): the page's loader, the record
 * the page was composed from, its composed head tags and the store's surface for remotes. In the
 * compose step, the loader holds the remotes' server modules and there is no record.
 */
export interface RemoteSession {
  loader: RemoteLoader
  composition: CompositionRecord | null
  /** Null where the page is rendered afresh or on the server. */
  composedHead: ComposedHead | null
  /** One object for the page: every slot hands its remote the same surface. */
  remoteStore: RemoteStore
  /**
   * Calls `listener` whenever the page's address changes, before React renders the change; returns
   * an unsubscribe. Absent on the server and where no router runs.
   */
  onNavigate?: (listener: () => void) => () => void
}

const RemoteSessionContext = createContext<RemoteSession | null>(null)

export const RemoteSessionProvider = RemoteSessionContext.Provider

export function useRemoteSession(): RemoteSession {
  const session = useContext(RemoteSessionContext)
  if (!session) throw new Error('A remote slot must be rendered inside RemoteSessionProvider')
  return session
}
