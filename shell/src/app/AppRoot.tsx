import { StrictMode, useEffect, type ReactNode } from 'react'
import { appCommitted } from '../prerender/take-over'
import type { AppStore } from '../store'
import { AppStoreProvider } from '../store/react'

function AppReady() {
  useEffect(appCommitted, [])
  return null
}

/** Everything around the router, identical on the server and in the browser so hydration matches. */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <AppStoreProvider store={store}>
        {children}
        <AppReady />
      </AppStoreProvider>
    </StrictMode>
  )
}
