import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { keptLocation } from '../contract/routes'
import { useShellStoreApi } from '../store/shell-react'

/** Whether a location is not the one whose `page_view` was sent last; it becomes that one. */
type PageViewLog = (locationKey: string) => boolean

const PageViewLogContext = createContext<PageViewLog | null>(null)

function createPageViewLog(): PageViewLog {
  let lastTrackedKey: string | undefined
  return (locationKey) => {
    if (lastTrackedKey === locationKey) return false
    lastTrackedKey = locationKey
    return true
  }
}

/** One log per app root, so one per page load. */
export function PageViewLogProvider({ children }: { children: ReactNode }) {
  const [log] = useState(createPageViewLog)
  return <PageViewLogContext.Provider value={log}>{children}</PageViewLogContext.Provider>
}

/**
 * Sends one `page_view` when the page has rendered its final content, so `title` is the new
 * page's own title (remotes set it with React's <title> when they commit). Each page renders
 * this once, where it has settled: after its main remote loaded or failed, or at once for shell
 * pages. A page may render it again (a slot's content replaced by its error message): the log
 * keeps that from counting twice.
 */
export function PageViewOnSettle() {
  const location = useLocation()
  const store = useShellStoreApi()
  const isNewPage = useContext(PageViewLogContext)
  if (!isNewPage) throw new Error('PageViewOnSettle must be rendered inside PageViewLogProvider')
  useEffect(() => {
    if (!isNewPage(location.key)) return
    store.getState().track({
      event: 'page_view',
      path: location.pathname,
      title: document.title,
      location: keptLocation(window.location.href) ?? window.location.pathname,
    })
  }, [isNewPage, location.key, location.pathname, store])
  return null
}
