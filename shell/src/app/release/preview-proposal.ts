import { PREVIEW_PARAM } from '../../release/preview-link'

let proposal: string | null = null

/**
 * Takes a preview proposal (`?previzualizare=…`) out of the address the page was opened with, before
 * the router reads it: the address bar and any link copied from it no longer carry it, so a tester
 * cannot pass it on by accident. The page asks about it once its manifest is read.
 */
export function takePreviewProposal(
  location: Location = window.location,
  history: History = window.history,
): void {
  const url = new URL(location.href)
  if (!url.searchParams.has(PREVIEW_PARAM)) return
  proposal = url.search
  url.searchParams.delete(PREVIEW_PARAM)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/** The query that proposed a preview, until it is answered. */
export function pendingProposal(): string | null {
  return proposal
}

export function answerProposal(): void {
  proposal = null
}
