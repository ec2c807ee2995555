// The home team's page: the exposed HomePage on its own, with a store of its own. Not part of the build.
import 'shell/theme.css'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { categoryRoutes } from 'shell/routes'
import { createAppStore } from 'shell/store'
import HomePage from '../exposed/HomePage'

const store = createAppStore()
const stand = (name: string) => (
  <p className="rounded-md border border-dashed p-4 text-sm">[{name}: din alt remote]</p>
)
const counts = {
  catalogue: stand('număr de jocuri'),
  categories: Object.fromEntries(categoryRoutes.map(({ slug }) => [slug, stand('număr')])) as Record<
    (typeof categoryRoutes)[number]['slug'],
    ReturnType<typeof stand>
  >,
}
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <HomePage
        store={store}
        popularGames={stand('Jocuri Populare')}
        faq={stand('Întrebări frecvente')}
        counts={counts}
      />
    ),
  },
])
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
