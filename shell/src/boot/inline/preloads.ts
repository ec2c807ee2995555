/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): the
 * page's JS waits in its preloads templates (`page-format/preloads-template.ts`), taking no bandwidth
 * from the stylesheets the first paint needs and no main thread from the paint itself, and is
 * requested once the last stylesheet has loaded and the page has painted. The entry module requests
 * it too (`main.ts`), for a stylesheet that failed or a head still arriving when the last one loaded.
 */
import { PRELOADS_TEMPLATE_ATTRIBUTE, requestTemplateLinks } from '../../page-format/preloads-template'
import { nearPartTemplates } from '../../remote/part-preloads'
import { afterFirstPaint, paintIsReported, type PaintWindow } from '../after-first-paint'

/**
 * Requests the page's own preloads and those of the parts near the viewport
 * (`page-format/preloads-template.ts`); idempotent.
 */
export function requestPagePreloads(doc: Document = document): void {
  requestTemplateLinks(doc, (doc) => [
    ...doc.querySelectorAll<HTMLTemplateElement>(`template[${PRELOADS_TEMPLATE_ATTRIBUTE}]`),
    ...nearPartTemplates(doc),
  ])
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
