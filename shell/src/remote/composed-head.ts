/**
 * The page's <title>, description, canonical link and Open Graph tags arrive in the composed HTML's
 * <head>. React adopts them only while it hydrates the component that renders them. A slot that
 * renders afresh instead (its remote is another build than the page was composed from) gets new ones
 * from React, beside the composed ones: those are then out of date and go.
 */
const HEAD_TAGS = 'title, meta[name], meta[property], link[rel="canonical"]'

export interface ComposedHead {
  /**
   * Removes each composed head tag that React has rendered a tag of its own for (the same <title>,
   * `name`, `property` or canonical link). Composed tags nothing replaced stay: the page's template
   * (viewport, colour scheme) and the tags of slots that hydrated, which React adopted.
   */
  dropSuperseded(): void
}

/** Before the app's first commit: the head tags the server sent. */
export function rememberComposedHead(doc: Document = document): ComposedHead {
  let composedTags = [...doc.head.querySelectorAll(HEAD_TAGS)]
  return {
    dropSuperseded() {
      const composed = new Set(composedTags)
      const rendered = new Set(
        [...doc.head.querySelectorAll(HEAD_TAGS)].filter((tag) => !composed.has(tag)).map(identity),
      )
      composedTags = composedTags.filter((tag) => {
        if (!rendered.has(identity(tag))) return true
        tag.remove()
        return false
      })
    },
  }
}

/** What makes two head tags the same tag for a crawler: at most one of each belongs in a page. */
function identity(tag: Element): string {
  return [
    tag.localName,
    tag.getAttribute('name'),
    tag.getAttribute('property'),
    tag.getAttribute('rel'),
  ].join(' ')
}
