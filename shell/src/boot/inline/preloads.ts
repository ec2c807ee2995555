/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): the
 * page's JS waits in its preloads template (`page-format/preloads-template.ts`), taking no bandwidth
 * from the stylesheets the first paint needs, and is requested as soon as the last of them has
 * loaded. The entry module requests it too (`main.ts`), for a stylesheet that failed or a head still
 * arriving when the last one loaded.
 */
import { PRELOADS_TEMPLATE_ATTRIBUTE } from '../../page-format/preloads-template'

/** Moves the template's links into the head. Idempotent: a template moved is gone. */
export function requestPagePreloads(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${PRELOADS_TEMPLATE_ATTRIBUTE}]`,
  )) {
    doc.head.append(template.content)
    template.remove()
  }
}

export function requestPreloadsWhenStyled(doc: Document = document): void {
  doc.addEventListener(
    'load',
    (event) => {
      const link = event.target
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet' || !doc.body) return
      const stylesheets = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      if ([...stylesheets].some((stylesheet) => !stylesheet.sheet)) return
      requestPagePreloads(doc)
    },
    true,
  )
}
