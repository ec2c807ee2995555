// The catalogue team's page: every exposed module behind the shell's paths, with a store of its own.
import 'shell/theme.css'
// Not part of the build.
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, Outlet, useParams, useSearchParams } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { categoryRoutes, paths } from 'shell/routes'
import { createAppStore } from 'shell/store'
import CategoryPage from '../exposed/CategoryPage'
import GamePage from '../exposed/GamePage'
import HouseGamePage from '../exposed/HouseGamePage'
import PopularGames from '../exposed/PopularGames'
import SearchResults from '../exposed/SearchResults'

const store = createAppStore()
const faq = <p className="rounded-md border border-dashed p-4 text-sm">[Întrebări frecvente: din mfe-faq]</p>

function Home() {
  const [params] = useSearchParams()
  const query = params.get('s')
  return query ? <SearchResults store={store} query={query} /> : <PopularGames store={store} />
}

function Game() {
  const { slug = '' } = useParams()
  return <GamePage store={store} slug={slug} />
}

function HouseGame() {
  const { slug = '' } = useParams()
  return <HouseGamePage store={store} slug={slug} />
}

function Frame() {
  return (
    <div>
      <nav className="flex flex-wrap gap-3 p-4 text-sm">
        <Link to="/">Populare</Link>
        {categoryRoutes.map((route) => (
          <Link key={route.slug} to={paths.category(route.slug)}>
            {route.menuLabel}
          </Link>
        ))}
        <form action="/">
          <input name="s" aria-label="Caută" placeholder="Caută…" />
        </form>
      </nav>
      <Outlet />
    </div>
  )
}

const router = createBrowserRouter([
  {
    element: <Frame />,
    children: [
      { index: true, element: <Home /> },
      ...categoryRoutes.map(({ slug }) => ({
        path: slug,
        element: <CategoryPage store={store} slug={slug} faq={faq} />,
      })),
      { path: 'joc/:slug', element: <Game /> },
      { path: 'joc-gratis/:slug', element: <HouseGame /> },
    ],
  },
])
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
