import { StrictMode, useEffect, type ReactNode } from 'react'
import { endHydration } from '../prerender/composition'
import type { AppStore } from '../store'
import { AppStoreProvider } from '../store/react'

/** Marks <html data-app="ready"> once the app has taken over the page: QA waits on it. */
function HydrationEnd() {
  useEffect(() => {
    endHydration()
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
        <HydrationEnd />
      </AppStoreProvider>
    </StrictMode>
  )
}
