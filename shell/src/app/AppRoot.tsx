import { StrictMode, useEffect, type ReactNode } from 'react'
import { markRootLive } from '../remote/live'
import { RemoteSessionProvider, type RemoteSession } from '../remote/remote-session'
import type { AppStore } from '../store'
import { ShellStoreProvider } from '../store/shell-react'
import { PageViewLogProvider } from './page-view'
import { ReleaseSessionProvider, type ReleaseSession } from './release/release-session'

function AppReady() {
  useEffect(() => markRootLive(), [])
  return null
}

/**
 * Everything around the router, identical on the server and in the browser so hydration matches:
 * the page session's parts, each in the context of the components that use it.
 */
export function AppRoot({
  store,
  remotes,
  releases = null,
  children,
}: {
  store: AppStore
  remotes: RemoteSession
  /** Null in the compose step: no releases are read there. */
  releases?: ReleaseSession | null
  children: ReactNode
}) {
  return (
    <StrictMode>
      <ShellStoreProvider store={store}>
        <RemoteSessionProvider value={remotes}>
          <ReleaseSessionProvider value={releases}>
            <PageViewLogProvider>
              {children}
              <AppReady />
            </PageViewLogProvider>
          </ReleaseSessionProvider>
        </RemoteSessionProvider>
      </ShellStoreProvider>
    </StrictMode>
  )
}
