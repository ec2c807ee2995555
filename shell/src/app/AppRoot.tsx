import { StrictMode, useEffect, type ReactNode } from 'react'
import { markRootLive } from '../remote/live'
import type { AppStore } from '../store'
import { ShellStoreProvider } from '../store/shell-react'

function AppReady() {
  useEffect(() => markRootLive(), [])
  return null
}

/** Everything around the router, identical on the server and in the browser so hydration matches. */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <ShellStoreProvider store={store}>
        {children}
        <AppReady />
      </ShellStoreProvider>
    </StrictMode>
  )
}
