/** Where the compose step writes its pages, inside the shell's deployed folder. */
export const COMPOSED_DIR = 'composed'

/** Which composed file answers which path; read by the servers. */
export interface ComposedIndex {
  /** By `pageKey`: the path, plus the query a later list page was composed with. */
  pages: Record<string, string>
  notFound: string
  frame: string
  /**
   * CSP hashes of the style attributes in the composed HTML (a component's CSS variables): the
   * servers allow exactly these (`'unsafe-hashes'`), never inline styles in general.
   */
  styleHashes: string[]
}

/**
 * `/` → index.html, `/sloturi-online` → sloturi-online.html, `/joc/x` → joc/x.html,
 * `/sloturi-online?pagina=2` → sloturi-online.pagina-2.html.
 */
export function pageFile(key: string): string {
  const [path = '/', query] = key.split('?', 2)
  const name = path === '/' ? 'index' : path.slice(1)
  return `${name}${query ? `.${query.replace(/[=&]/g, '-')}` : ''}.html`
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** The values of every `style` attribute in a page, as the browser reads them. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!),
  )
}
