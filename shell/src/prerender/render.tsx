import { text } from 'node:stream/consumers'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router'
import { AppRoot } from '../app/AppRoot'
import { Layout } from '../app/layout/Layout'
import { routes } from '../app/router'
import { remoteApps, remoteKeys, type RemoteKey } from '../federation/apps'
import type { RemoteServerEntry } from '../page-format/server-entry'
import { createRemoteLoader, type RemoteLoader } from '../remote/load-remote'
import { LoadingText } from '../remote/RemoteSlot'
import { createAppStore } from '../store'
import { remoteStoreOf } from '../store/remote-store'

export type { CompositionRecord } from '../page-format/composition-record'
export type { RemoteServerEntry } from '../page-format/server-entry'
export { knownPaths, pageKey, pageQuery } from '../contract/routes'
export { remoteApps, remoteKeys } from '../federation/apps'

/** The layout around "Loading...": what a URL that was not composed shows until the app renders it. */
const frameRoutes: RouteObject[] = [
  { element: <Layout />, children: [{ path: '*', element: <LoadingText /> }] },
]

/**
 * Each route table's matching data, made once: flattening and ranking the routes for every page took
 * a tenth of a page's render. A handler without loaders keeps nothing between queries.
 */
const pageHandler = createStaticHandler(routes)
const frameHandler = createStaticHandler(frameRoutes)

/** A loader that gives the slots the remotes' server modules; a remote left out renders as a placeholder. */
function serverModules(remotes: Partial<Record<RemoteKey, RemoteServerEntry>>): RemoteLoader {
  const loader = createRemoteLoader()
  for (const key of remoteKeys) {
    const entry = remotes[key]
    if (!entry) continue
    for (const name of remoteApps[key].exposes) {
      const component = entry[name]
      if (typeof component === 'function') loader.provideExposed(key, name, { default: component as never })
    }
  }
  return loader
}

/**
 * The app's HTML for one URL, every Suspense boundary resolved. React puts the page's <title>,
 * <meta> and <link> first; the compose step moves them into <head>. An error while rendering
 * fails the page: a composed page is either whole or not written.
 */
export async function renderApp(
  url: string,
  remotes: Partial<Record<RemoteKey, RemoteServerEntry>>,
  variant: 'page' | 'frame' = 'page',
): Promise<string> {
  const handler = variant === 'frame' ? frameHandler : pageHandler
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const store = createAppStore({
    storage: { getItem: () => null, setItem: () => undefined },
    dataLayer: () => ({ push: () => 0 }),
    consentMode: () => ({ push: () => 0 }),
  })
  const remoteSession = {
    loader: serverModules(remotes),
    composition: null,
    composedHead: null,
    remoteStore: remoteStoreOf(store),
  }
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <AppRoot store={store} remotes={remoteSession}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, in document order: no streaming instructions (inline scripts) in the page.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  )
  // Read directly: a `Response` around the stream cost more than the reading.
  const html = await text(prelude)
  if (errors.length > 0) throw new Error(`${url} failed to render`, { cause: errors[0] })
  return html
}
export { SITE_ORIGIN as siteOrigin } from '../lib/site'
