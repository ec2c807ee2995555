import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useShellStoreApi } from '../store/shell-react'

let lastTrackedKey: string | undefined

/**
 * Sends one `page_view` when the page has rendered its final content, so `title` is the new
 * page's own title (remotes set it with React's <title> when they commit). Each page renders
 * this once, where it has settled: after its main remote loaded or failed, or at once for shell pages.
 */
export function PageViewOnSettle() {
  const location = useLocation()
  const store = useShellStoreApi()
  useEffect(() => {
    if (lastTrackedKey === location.key) return
    lastTrackedKey = location.key
    store.getState().track({
      event: 'page_view',
      path: location.pathname,
      title: document.title,
      location: window.location.href,
    })
  }, [location.key, location.pathname, store])
  return null
}
