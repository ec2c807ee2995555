import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { canonicalizeLocation, preloadFirstRoute } from './app/boot'
import { createRouter, routes } from './app/router'
import { watchTheme } from './app/theme/watch-theme'
import { configureRemotes } from './remote/load-remote'
import { fetchManifest } from './remote/manifest'
import { createAppStore } from './store'
import { AppStoreProvider } from './store/react'

canonicalizeLocation()
const store = createAppStore()
watchTheme(store)
configureRemotes(fetchManifest(__REMOTE_FALLBACK_URLS__))
await preloadFirstRoute(routes)
const router = createRouter()

createRoot(document.getElementById('root')!, {
  // A remote that fails is shown in its slot and reported as `remote_error`; not a console error.
  onCaughtError: (error) => console.warn('Caught by an error boundary:', error),
}).render(
  <StrictMode>
    <AppStoreProvider store={store}>
      <RouterProvider router={router} />
    </AppStoreProvider>
  </StrictMode>,
)
