import { useInnerHtml } from '../lib/inner-html'

/**
 * Structured data as <script type="application/ld+json">. `<` is escaped so that no text inside
 * (a search query, say) can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = useInnerHtml(JSON.stringify(data).replace(/</g, '\\u003c'))
  return <script type="application/ld+json" dangerouslySetInnerHTML={json} />
}
