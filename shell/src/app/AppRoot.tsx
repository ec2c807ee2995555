import { StrictMode, useEffect, type ReactNode } from 'react'
import type { AppStore } from '../store'
import { AppStoreProvider } from '../store/react'

/**
 * Marks <html data-app="ready"> once the app has taken over the page (its first commit); QA waits on
 * it. Sections inside a Suspense boundary may hydrate a moment later; a click there hydrates first.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
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
