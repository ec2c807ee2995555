import { Outlet, useLocation } from 'react-router'
import { isComposedNotFound } from '../../page-format/composition-record'
import { MAIN_CONTENT_ID } from '../../page-format/main-content'
import { useRemoteSession } from '../../remote/remote-session'
import { NotFoundPage } from '../pages/NotFoundPage'
import { ConsentPrompt } from '../consent/ConsentPrompt'
import { ReleaseControls } from '../release/ReleaseControls'
import { island } from '../islands/island'
import { Footer } from './Footer'
import { Header } from './Header'

/** Below every page's content: hydrated when the visitor comes near it (0109). */
const FooterIsland = island('footer', Footer)
/**
 * Composed on every page, asking (the neutral state), and shown before the app runs only to a visitor
 * with no answer (0115): alive for them at idle or a touch. For a visitor whose answer holds it comes
 * alive at once, to take the hidden prompt away, and opens when the footer's control asks for it.
 */
const ConsentIsland = island('consent', ConsentPrompt, { shows: (state) => state.consentPrompt })

export function Layout() {
  // The server answered 404 for this document's URL (a game it does not know, say): believe it.
  const notFound = isComposedNotFound(useRemoteSession().composition, useLocation().key)
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Sari la conținut
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {notFound ? <NotFoundPage /> : <Outlet />}
      </main>
      <FooterIsland />
      <ReleaseControls />
      <ConsentIsland />
    </div>
  )
}
