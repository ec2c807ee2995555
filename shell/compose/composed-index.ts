/** Where the compose step writes its pages, inside the shell's deployed folder. */
export const COMPOSED_DIR = 'composed'

/** Which composed file answers which path; read by the servers. */
export interface ComposedIndex {
  pages: Record<string, string>
  notFound: string
  frame: string
  /**
   * CSP hashes of the style attributes in the composed HTML (a component's CSS variables): the
   * servers allow exactly these (`'unsafe-hashes'`), never inline styles in general.
   */
  styleHashes: string[]
}

/** `/` → index.html, `/sloturi-online` → sloturi-online.html, `/joc/x` → joc/x.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
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
