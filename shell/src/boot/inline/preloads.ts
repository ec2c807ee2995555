/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): the
 * page's JS waits in its preloads template (`page-format/preloads-template.ts`), taking no bandwidth
 * from the stylesheets the first paint needs and no main thread from the paint itself, and is
 * requested once the last stylesheet has loaded and the page has painted. The entry module requests
 * it too (`main.ts`), for a stylesheet that failed or a head still arriving when the last one loaded.
 */
import { createTimeSlice } from '../../lib/main-thread-slices'
import { afterFirstPaint, paintIsReported, type PaintWindow } from '../after-first-paint'
import { PRELOADS_TEMPLATE_ATTRIBUTE } from '../../page-format/preloads-template'

/**
 * Moves the template's links into the head, first to last, in slices: starting a request costs the
 * main thread up to 20 ms a link on a phone's CPU, and a home page lists 25, which in one go was a
 * task of 140–210 ms just as the page first painted (bench:web's traces). Idempotent: a link moved is
 * gone from its template, and an emptied template is removed.
 */
export function requestPagePreloads(doc: Document = document): void {
  const slice = createTimeSlice()
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${PRELOADS_TEMPLATE_ATTRIBUTE}]`,
  )) {
    for (let link = template.content.firstElementChild; link; link = template.content.firstElementChild) {
      doc.head.append(link)
      if (template.content.firstElementChild && slice.spent()) {
        void slice.yield().then(() => requestPagePreloads(doc))
        return
      }
    }
    template.remove()
  }
}

/**
 * Requests the page's preloads once every stylesheet has loaded and the page has painted. Starting
 * them as the stylesheets came in put that work between the first frame's rendering and its reaching
 * the screen, where its static floor's main thread is idle (Lighthouse traces, decision 0111). A page
 * that will report no paint (a hidden tab, a browser without paint timing) requests them once styled.
 */
export function requestPreloadsWhenStyled(
  doc: Document = document,
  win: PaintWindow = doc.defaultView ?? window,
): void {
  let styled = false
  doc.addEventListener(
    'load',
    (event) => {
      const link = event.target
      if (styled || !(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet' || !doc.body) return
      const stylesheets = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      if ([...stylesheets].some((stylesheet) => !stylesheet.sheet)) return
      styled = true
      const request = () => requestPagePreloads(doc)
      if (paintIsReported(doc, win)) afterFirstPaint(request, win)
      else request()
    },
    true,
  )
}
