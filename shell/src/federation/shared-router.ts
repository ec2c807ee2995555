/**
 * What the apps use of the router, shared at runtime under the name `react-router-dom`. The
 * federation plugin shares a package whole (61 KB gzip for the router); this module shares only
 * what the shell and the remotes import (about half). It imports `react-router` itself, which is
 * not shared, so the plugin does not send this module's own imports back through the share scope.
 * `shared-router.test.ts` fails when any app imports a name that is missing here.
 */
export {
  createBrowserRouter,
  Form,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router'
export { RouterProvider } from 'react-router/dom'
