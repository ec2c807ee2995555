/**
 * The app, started by `main.ts` once a composed page has painted: it takes the page the server sent
 * over where it stands.
 * 1. The remotes a composed page was made from start loading at once (the page's module preloads
 *    are already fetching their files).
 * 2. `hydrateRoot` runs right away, in a transition: React hydrates in slices of a few milliseconds
 *    and the browser answers input between them. Each remote slot hydrates on its own when its code
 *    has arrived (`remote/HydratingSlot`).
 * 3. Until a part is live, the page's early-event script (index.html) keeps taps on its buttons and
 *    replays them when it is (`remote/live`).
 * A page the server did not compose (the frame for a search or a filter) is rendered instead.
 */
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppRoot } from '../app/AppRoot'
import { retirePlaceholderTitle } from '../app/placeholder-title'
import { createRouter } from '../app/router'
import { watchTheme } from '../app/theme/watch-theme'
import { rememberComposedHead } from '../remote/composed-head'
import { readComposition } from '../remote/composition'
import { configureRemotes, preloadExposed } from '../remote/load-remote'
import { pageReleasesOnce } from './page-releases'
import { hintResolvedBuilds } from '../remote/canary-hints'
import { createAppStore } from '../store'
import { eventStamp } from '../release/event-stamp'
import { providePageReleases } from '../app/release/page-releases'
import { takePreviewProposal } from '../app/release/preview-proposal'
import { canonicalizeLocation } from './canonical-location'
import { reportWebVitals } from './web-vitals'

canonicalizeLocation()
takePreviewProposal()
const composition = readComposition()
// Each remote's build for this page (stable, canary or a confirmed preview): read once, used by all.
const releases = pageReleasesOnce()
providePageReleases(releases)
const store = createAppStore({ eventStamp: releases.then(({ builds }) => eventStamp(builds)) })
reportWebVitals(store.getState().track)
watchTheme(store)
configureRemotes(releases)
// A canary's files, when this page lists them and main.ts has not hinted them already.
if (composition) void releases.then(({ builds }) => hintResolvedBuilds(composition, builds))
composition?.modules.forEach(preloadExposed)
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
  rememberComposedHead()
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
