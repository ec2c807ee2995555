import type { ReactNode } from 'react'
import { vi, type Mock } from 'vitest'
import type { CompositionRecord } from '../page-format/composition-record'
import { createRemoteLoader, type RemoteLoader } from '../remote/load-remote'
import { RemoteSessionProvider } from '../remote/remote-session'
import type { AppStore } from '../store'
import { remoteStoreOf } from '../store/remote-store'
import { ShellStoreProvider } from '../store/shell-react'
import { SHELL_META } from './shell-meta'
import { stablePage } from './release-records'

/** What a page session gives remote slots, for tests that render slots without the whole app. */
export function SlotTestApp({
  store,
  loader,
  composition = null,
  children,
}: {
  store: AppStore
  loader: RemoteLoader
  composition?: CompositionRecord | null
  children: ReactNode
}) {
  return (
    <ShellStoreProvider store={store}>
      <RemoteSessionProvider
        value={{ loader, composition, composedHead: null, remoteStore: remoteStoreOf(store) }}
      >
        {children}
      </RemoteSessionProvider>
    </ShellStoreProvider>
  )
}

/**
 * Before each slot test: the shell's build constants, a runtime that answers nothing yet, and a fresh
 * page loader whose remotes all load their stable build from one entry.
 */
export function freshSlotPage(fake: { getRemote: Mock }, entry: string): RemoteLoader {
  vi.stubGlobal('__SHELL_META__', SHELL_META)
  fake.getRemote.mockReset()
  return createRemoteLoader(Promise.resolve(stablePage({ home: entry, categories: entry, faq: entry })))
}
