import { PREVIEW_PARAM } from '../../release/preview-link'

/** The query that proposed a preview, until it is answered. */
export interface PreviewProposal {
  pending(): string | null
  answer(): void
}

/**
 * Takes a preview proposal (`?previzualizare=…`) out of the address the page was opened with, before
 * the router reads it: the address bar and any link copied from it no longer carry it, so a tester
 * cannot pass it on by accident. The page asks about it once its record is read.
 */
export function takePreviewProposal(
  location: Location = window.location,
  history: History = window.history,
): PreviewProposal {
  const url = new URL(location.href)
  let query: string | null = null
  if (url.searchParams.has(PREVIEW_PARAM)) {
    query = url.search
    url.searchParams.delete(PREVIEW_PARAM)
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
  return {
    pending: () => query,
    answer: () => {
      query = null
    },
  }
}
