import {
  COMPOSITION_ELEMENT_ID,
  serializeCompositionRecord,
  type CompositionRecord,
} from '../src/page-format/composition-record'
import { MAIN_CONTENT_ID, RENDER_AFTER_HEADER } from '../src/page-format/main-content'
import { pagePreloadsTemplate, partPreloadsTemplate } from '../src/page-format/preloads-template'

/** React renders a page's <title>, <meta> and <link> first in its output; they belong in <head>. */
const LEADING_HEAD_TAG = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/

export function splitHeadTags(appHtml: string): { head: string; body: string } {
  let head = ''
  let body = appHtml
  for (let match = LEADING_HEAD_TAG.exec(body); match; match = LEADING_HEAD_TAG.exec(body)) {
    head += match[0]
    body = body.slice(match[0].length)
  }
  return { head, body }
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** A remote's stylesheet as the page links it: the shell's copy, naming the remote's original. */
export interface PublishedStylesheet {
  /** On the shell's origin: the first paint never waits for a remote's origin. */
  href: string
  /** The remote's own URL, which the federation runtime asks for when the module loads. */
  remoteHref: string
}

/** One part's files (`src/page-format/preloads-template.ts`). */
export interface PartPreloads {
  /** As `remote/Module`. */
  module: string
  hrefs: readonly string[]
  /** A layout module's: requested only when it is wanted, not for being near. */
  whenWanted: boolean
}

export interface ComposedParts {
  /** The app's HTML as rendered (head tags first). */
  appHtml: string
  stylesheets: readonly PublishedStylesheet[]
  /** Modules the page requests once the stylesheets are in and it has painted. */
  modulePreloads: readonly string[]
  /** Each part's modules, requested once it is near the viewport or wanted. */
  partPreloads: readonly PartPreloads[]
  record: CompositionRecord
}

/**
 * One composed page: the shell's built index.html with the rendered app in #root, its head tags,
 * the remotes' stylesheets (copies on the shell's origin), the JS to preload once those are in and
 * each part's, for when it is near or wanted (`src/page-format/preloads-template.ts`), and the record
 * of what it was composed from. A page with a body waits to render until its header is parsed
 * (`src/page-format/main-content.ts`).
 * Nothing executable is added, so the page's CSP hashes stay those of the template.
 */
export function composeDocument(template: string, parts: ComposedParts): string {
  const { head, body } = splitHeadTags(parts.appHtml)
  const stylesheets = parts.stylesheets.map(
    ({ href, remoteHref }) =>
      `<link rel="stylesheet" href="${escapeAttribute(href)}" data-remote-href="${escapeAttribute(remoteHref)}">`,
  )
  const preloadLinks = (hrefs: readonly string[]) =>
    hrefs.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" crossorigin>`).join('')
  const preloads =
    pagePreloadsTemplate(preloadLinks(parts.modulePreloads)) +
    parts.partPreloads
      .map(({ module, hrefs, whenWanted }) =>
        partPreloadsTemplate(escapeAttribute(module), preloadLinks(hrefs), whenWanted),
      )
      .join('')
  const composedBody = parts.record.kind !== 'frame'
  if (composedBody && !body.includes(`<main id="${MAIN_CONTENT_ID}"`))
    throw new Error(
      `the rendered page has no <main id="${MAIN_CONTENT_ID}"> for its first render to wait for`,
    )
  const renderBlocking = composedBody ? RENDER_AFTER_HEADER : ''
  const links = renderBlocking + stylesheets.join('') + preloads
  const record = serializeCompositionRecord(parts.record)
  let html = template
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '')
  html = html.replace('</head>', `${head}${links}</head>`)
  html = html.replace(
    '<div id="root"></div>',
    `<div id="root">${body}</div><script type="application/json" id="${COMPOSITION_ELEMENT_ID}">${record}</script>`,
  )
  // A composed page shows its content without JavaScript; only the frame still needs it.
  if (parts.record.kind !== 'frame') html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
  if (!html.includes(`id="${COMPOSITION_ELEMENT_ID}"`))
    throw new Error('index.html has no empty <div id="root">')
  return html
}
