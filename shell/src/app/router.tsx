import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import {
  categoryRoutes,
  GAME_PATH_PREFIX,
  HOUSE_GAME_PATH_PREFIX,
  paths,
  permanentRedirects,
} from '../contract/routes'
import { Layout } from './layout/Layout'
import { CategoryRoute } from './pages/CategoryRoute'
import { GameRoute } from './pages/GameRoute'
import { HomeRoute } from './pages/HomeRoute'
import { HouseGameRoute } from './pages/HouseGameRoute'
import { NotFoundPage } from './pages/NotFoundPage'
import { PrivacyPage } from './privacy/PrivacyPage'
import { UnexpectedErrorPage } from './pages/UnexpectedErrorPage'

/** The route table of the whole site (paths come from contract/routes.ts). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <UnexpectedErrorPage />,
    children: [
      {
        // Errors in a page keep the header and footer around the error message.
        errorElement: <UnexpectedErrorPage />,
        children: [
          {
            index: true,
            element: <HomeRoute />,
          },
          ...categoryRoutes.map(({ slug }) => ({
            path: slug,
            element: <CategoryRoute slug={slug} />,
          })),
          { path: paths.privacy.slice(1), element: <PrivacyPage /> },
          {
            path: `${GAME_PATH_PREFIX.slice(1)}:slug`,
            element: <GameRoute />,
          },
          {
            path: `${HOUSE_GAME_PATH_PREFIX.slice(1)}:slug`,
            element: <HouseGameRoute />,
          },
          ...Object.entries(permanentRedirects).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}

/**
 * Subscribes to the router's changes of address away from the one the page was loaded at (not its
 * other state: pending navigations, fetchers). A router's subscribers hear of a change before React
 * renders it; one that subscribes after the address changed hears of it at once. An address is its
 * history entry's key and its path and query: an entry a script pushed without the router's state
 * (`history.pushState(null, …)`, then `popstate`) has the same key as the page's first one, `default`,
 * and is still a new address whose content React renders.
 */
export function addressChanges(router: ReturnType<typeof createRouter>) {
  type Located = { location: { key: string; pathname: string; search: string } }
  const addressOf = ({ location }: Located) => `${location.key} ${location.pathname}${location.search}`
  const loadedAt = addressOf(router.state)
  return (listener: () => void) => {
    let shown = loadedAt
    const heard = (state: Located) => {
      const address = addressOf(state)
      if (address === shown) return
      shown = address
      listener()
    }
    heard(router.state)
    return router.subscribe(heard)
  }
}
