/**
 * What the apps use of the router, shared at runtime under the name `react-router`. The federation
 * plugin shares a package whole (61 KB gzip for the router); this module shares only what the shell
 * and the remotes import (about half). It re-exports `react-router` with `export … from`, which the
 * plugin leaves alone (it sends only `import` declarations through the share scope), so this module's
 * own imports are bundled here rather than sent back to itself.
 * `RouterProvider` is the one `react-router/dom` wraps: the shell imports that wrapper, whose own
 * `import … from 'react-router'` the plugin does send here, so the page has one router.
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
  RouterProvider,
  useLocation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router'
