import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppRoot } from './AppRoot'
import { preloadComposedRemotes, preloadFirstRoute } from './boot'
import { retirePlaceholderTitle } from './placeholder-title'
import { createRouter, routes } from './router'
import { watchTheme } from './theme/watch-theme'
import { composedRecord } from '../prerender/composition'
import { countServerSlots } from '../prerender/take-over'
import { rememberComposedHead } from '../prerender/composed-head'
import { configureRemotes } from '../remote/load-remote'
import { fetchManifest } from '../remote/manifest'
import { createAppStore } from '../store'
import { buildClassMapInOwnTask } from '../lib/cn'

const composition = composedRecord()
const store = createAppStore()
watchTheme(store)
configureRemotes(fetchManifest(__REMOTE_FALLBACK_URLS__))
await Promise.all([
  composition ? preloadComposedRemotes(composition) : preloadFirstRoute(routes),
  buildClassMapInOwnTask(),
])
const router = createRouter()

const container = document.getElementById('root')!
const app = (
  <AppRoot store={store}>
    <RouterProvider router={router} />
  </AppRoot>
)
// A remote that fails is shown in its slot and reported as `remote_error`; not a console error.
const onCaughtError = (error: unknown) => console.warn('Caught by an error boundary:', error)

if (composition) {
  // The server sent this URL's page composed: take it over in place.
  countServerSlots()
  rememberComposedHead()
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the composed HTML is already on screen, nothing waits on it.
  startTransition(() => {
    hydrateRoot(container, app, {
      onCaughtError,
      onRecoverableError: (error, info) =>
        console.error('Hydration did not match the composed page:', error, info.componentStack),
    })
  })
} else {
  retirePlaceholderTitle()
  createRoot(container, { onCaughtError }).render(app)
}
