import { useEffect } from 'react'
import { useNavigationType } from 'react-router'

/** A link to another game keeps the scroll position unless told otherwise; back and forward keep theirs. */
export function useScrollToTopOnNewPage(slug: string) {
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [slug, navigationType])
}
