import type { RemoteKey } from '../federation/apps'
import { BUILD_ID_PATTERN } from './build-id-pattern'
import type { ReleaseRecord } from './release-record-schema'
import { checkPreview, type PreviewRefusal } from './preview-rules'

/** `?previzualizare=faq@b42`: a remote's name and a build id, never a URL. */
export const PREVIEW_PARAM = 'previzualizare'
/** The longest remote name, "@", the longest build id, with room to spare. */
const MAX_VALUE_LENGTH = 100
const REMOTE_NAME = /^[a-z]{1,32}$/

export type PreviewProposal = { ok: true; remote: RemoteKey; build: string } | { ok: false; reason: string }

export interface PreviewLinkContext {
  record: ReleaseRecord
  /** The origins the page's CSP allows scripts from. */
  allowedOrigins: readonly string[]
  pageOrigin: string
}

/** Shown to the person who opened the link, in place of the confirmation. */
export const previewLinkMessages = {
  repeated: 'Linkul cere mai multe previzualizări deodată. Deschide un link care cere una singură.',
  tooLong: 'Linkul de previzualizare este prea lung.',
  malformed: 'Linkul de previzualizare nu are forma așteptată: numele aplicației, „@” și versiunea.',
  'unknown-remote': 'Aplicația cerută nu face parte din acest site.',
  unlisted: 'Versiunea cerută nu este listată pentru previzualizare.',
  blocked: 'Versiunea cerută a fost retrasă și nu mai poate fi previzualizată.',
  origin: 'Versiunea cerută nu este găzduită la o adresă permisă de acest site.',
} as const satisfies Record<PreviewRefusal | 'repeated' | 'tooLong' | 'malformed', string>

function refuse(reason: keyof typeof previewLinkMessages): PreviewProposal {
  return { ok: false, reason: previewLinkMessages[reason] }
}

/**
 * The preview a page's query proposes, or null when it proposes none. Parsed whole, never
 * prefix-matched: exactly one parameter, `<remote>@<build>` in lower case with nothing around it
 * (no trimming, no case folding: what is shown is what loads), then the same checks as the resolver.
 * A proposal only proposes: the page asks the visitor to confirm before anything is stored.
 */
export function parsePreviewLink(search: string, context: PreviewLinkContext): PreviewProposal | null {
  const [value, ...others] = new URLSearchParams(search).getAll(PREVIEW_PARAM)
  if (value === undefined) return null
  if (others.length > 0) return refuse('repeated')
  if (value.length > MAX_VALUE_LENGTH) return refuse('tooLong')
  const [remote, build, ...rest] = value.split('@')
  if (remote === undefined || build === undefined || rest.length > 0) return refuse('malformed')
  if (!REMOTE_NAME.test(remote) || !BUILD_ID_PATTERN.test(build)) return refuse('malformed')
  const check = checkPreview(context.record, remote, build, context.allowedOrigins, context.pageOrigin)
  return check.ok ? { ok: true, remote: check.remote, build } : refuse(check.refusal)
}

/** The query that proposes a preview; the release command prints it. */
export function previewLinkQuery(remote: RemoteKey, build: string): string {
  return `?${PREVIEW_PARAM}=${remote}@${build}`
}
