/**
 * The app, started by `main.ts` once a composed page has painted: it takes the page the server sent
 * over where it stands.
 * 1. The page session is made: the preview proposal taken out of the address, this page's releases,
 *    the store, the remote loader (`page-session.ts`). Web vitals are measured once the visitor has
 *    accepted measurement, and their code loaded only then (`measure-when-consented.ts`).
 * 2. `hydrateRoot` runs right away, in a transition: React hydrates in slices of a few milliseconds
 *    and the browser answers input between them.
 * 3. Each remote slot the server composed runs its remote's code only when the part is wanted: on
 *    the first screen when the browser is idle, further down when it nears the viewport, at once when
 *    touched or when the address changes under it; a part with no handlers only then
 *    (`remote/hydration-cue.ts`). The page's module preloads have fetched the files meanwhile.
 * 4. Until a part is live, the page's early-event script (`inline/early-events.ts`) keeps taps on its
 *    buttons and replays them when it is (`remote/live`).
 * A page the server did not compose (the frame for a search or a filter) is rendered instead.
 */
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppRoot } from '../app/AppRoot'
import { retirePlaceholderTitle } from '../app/placeholder-title'
import { addressChanges, createRouter } from '../app/router'
import { watchTheme } from '../app/theme/watch-theme'
import { createPageSession, type PageStart } from './page-session'
import { measureWhenConsented } from './measure-when-consented'

export function start(page: PageStart): void {
  const session = createPageSession(page)
  const { composition, store, remotes } = session
  measureWhenConsented(store)
  watchTheme(store)
  const router = createRouter()
  // A composed part still waiting for its cue is wanted as soon as the address changes (RemoteSlot).
  const slots = { ...remotes, onNavigate: addressChanges(router) }

  const container = document.getElementById('root')!
  const app = (
    <AppRoot store={store} remotes={slots} releases={session.releases}>
      <RouterProvider router={router} />
    </AppRoot>
  )
  // A remote that fails is shown in its slot and reported as `remote_error`; not a console error.
  const onCaughtError = (error: unknown) => console.warn('Caught by an error boundary:', error)

  if (composition) {
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
}
