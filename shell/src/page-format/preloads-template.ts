/**
 * The JS a page will run is listed in its HTML inside templates: a template's links are inert, so the
 * browser fetches none of it while the stylesheets the first paint waits for are still arriving
 * (preloads to the remotes' origins, low priority or not, took their bandwidth).
 * - `<template data-preloads>`: the page's own (the app, the shared packages, the entries of the
 *   remotes a touch may load). The page's inline preloads script (`boot/inline/preloads.ts`) moves
 *   them into the head when the last stylesheet has loaded, and the entry module does too as it runs
 *   (after a stylesheet that failed).
 * - `<template data-part-preloads="remote/Module">`: one part's files. They are requested with the
 *   page's when a part of that module is near the viewport then, else when the part is wanted
 *   (`remote/part-preloads.ts`): a part the visitor never comes near costs the page no request and
 *   no compile. A layout module's (`contract`'s `layoutModules`) is marked `data-when-wanted`: its
 *   code runs only for the parts inside it, whatever the viewport holds.
 */
import { createTimeSlice } from '../lib/main-thread-slices'

export const PRELOADS_TEMPLATE_ATTRIBUTE = 'data-preloads'
export const PART_PRELOADS_ATTRIBUTE = 'data-part-preloads'
export const WHEN_WANTED_ATTRIBUTE = 'data-when-wanted'

/** Links for the page's HTML, to be requested by `boot/inline/preloads.ts`. */
export const pagePreloadsTemplate = (links: string): string =>
  links ? `<template ${PRELOADS_TEMPLATE_ATTRIBUTE}>${links}</template>` : ''

/** One part's links (`module` as `remote/Module`), to be requested by `remote/part-preloads.ts`. */
export const partPreloadsTemplate = (module: string, links: string, whenWanted: boolean): string =>
  links
    ? `<template ${PART_PRELOADS_ATTRIBUTE}="${module}"${whenWanted ? ` ${WHEN_WANTED_ATTRIBUTE}` : ''}>` +
      `${links}</template>`
    : ''

/**
 * Moves the links of the templates `select` finds into the head, first to last, in slices: starting a
 * request costs the main thread up to 20 ms a link on a phone's CPU, and a home page listed 25, which
 * in one go was a task of 140–210 ms just as the page first painted (bench:web's traces). Idempotent:
 * a link moved is gone from its template, and an emptied template is removed.
 */
export function requestTemplateLinks(
  doc: Document,
  select: (doc: Document) => Iterable<HTMLTemplateElement>,
): void {
  const slice = createTimeSlice()
  for (const template of select(doc)) {
    for (let link = template.content.firstElementChild; link; link = template.content.firstElementChild) {
      doc.head.append(link)
      if (template.content.firstElementChild && slice.spent()) {
        void slice.yield().then(() => requestTemplateLinks(doc, select))
        return
      }
    }
    template.remove()
  }
}
