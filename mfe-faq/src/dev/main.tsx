// The FAQ team's page: every FAQ topic on its own, with a store of its own. Not part of the build.
import 'shell/theme.css'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, useSearchParams } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { categoryRoutes } from 'shell/routes'
import { createAppStore } from 'shell/store'
import Faq from '../exposed/Faq'
import type { FaqTopic } from 'shell/contract'

const store = createAppStore()
const topics: FaqTopic[] = ['home', ...categoryRoutes.map((route) => route.slug)]

function DevPage() {
  const [params, setParams] = useSearchParams()
  const topic = (topics.find((t) => t === params.get('topic')) ?? 'home') as FaqTopic
  return (
    <div className="mx-auto max-w-3xl p-4">
      <label>
        Subiect:{' '}
        <select value={topic} onChange={(event) => setParams({ topic: event.target.value })}>
          {topics.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <Faq store={store} topic={topic} />
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <RouterProvider router={createBrowserRouter([{ path: '*', element: <DevPage /> }])} />,
)
