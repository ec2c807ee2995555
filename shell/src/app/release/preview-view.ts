import { remoteKeys } from '../../federation/apps'
import type { PageReleases } from '../../release/page-builds'
import { parsePreviewLink } from '../../release/preview-link'
import type { PreviewChoice } from '../../release/preview-state'

/** What the page shows about previews: the banner, the question, or a short notice. */
export interface PreviewView {
  /** The build this tab previews, for the banner. */
  active: PreviewChoice | null
  /** A link's valid proposal, awaiting the visitor's answer. */
  proposal: PreviewChoice | null
  /** Why a link or a stored preview changed nothing. */
  notice: string | null
}

export const previewNotices = {
  noRecord:
    'Linkul de previzualizare nu poate fi folosit acum: lista versiunilor site-ului nu a putut fi citită.',
  ended: (choice: PreviewChoice) =>
    `Previzualizarea ${choice.remote}@${choice.build} s-a încheiat: versiunea nu mai poate fi încărcată. Vezi versiunea publică.`,
  notSaved: 'Browserul nu a permis păstrarea alegerii, așa că previzualizarea nu a pornit.',
} as const

/**
 * From what this page loaded, the link's query (if it proposed a preview) and the preview this tab
 * had stored: what to show. A proposal of what is already previewed asks nothing.
 */
export function previewView(
  releases: PageReleases,
  proposalQuery: string | null,
  stored: PreviewChoice | null,
  pageOrigin: string,
): PreviewView {
  const previewed = remoteKeys.find((key) => releases.builds[key].source === 'preview')
  const active = previewed ? { remote: previewed, build: releases.builds[previewed].build! } : null
  const view: PreviewView = { active, proposal: null, notice: null }
  if (stored && !active) view.notice = previewNotices.ended(stored)
  if (proposalQuery === null) return view
  if (!releases.record) return { ...view, notice: previewNotices.noRecord }
  const proposed = parsePreviewLink(proposalQuery, {
    record: releases.record,
    allowedOrigins: releases.allowedOrigins,
    pageOrigin,
  })
  if (!proposed) return view
  if (!proposed.ok) return { ...view, notice: proposed.reason }
  const same = active?.remote === proposed.remote && active.build === proposed.build
  return same ? view : { ...view, proposal: { remote: proposed.remote, build: proposed.build } }
}
