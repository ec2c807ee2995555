import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { categoryRoutes, GAME_PATH_PREFIX, permanentRedirects } from '../contract/routes'
import { Layout } from './layout/Layout'
import type { RouteHandle } from './boot'
import { CategoryRoute, preloadCategoryRoute } from './pages/CategoryRoute'
import { GameRoute, preloadGameRoute } from './pages/GameRoute'
import { HomeRoute, preloadHomeRoute } from './pages/HomeRoute'
import { NotFoundPage } from './pages/NotFoundPage'
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
            handle: { preload: preloadHomeRoute } satisfies RouteHandle,
          },
          ...categoryRoutes.map(({ slug }) => ({
            path: slug,
            element: <CategoryRoute slug={slug} />,
            handle: { preload: preloadCategoryRoute } satisfies RouteHandle,
          })),
          {
            path: `${GAME_PATH_PREFIX.slice(1)}:slug`,
            element: <GameRoute />,
            handle: { preload: preloadGameRoute } satisfies RouteHandle,
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
