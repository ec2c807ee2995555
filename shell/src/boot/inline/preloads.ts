/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): the
 * page's JS, its module script first, waits in its preloads template (`page-format/preloads-template.ts`),
 * taking no bandwidth from the stylesheets the first paint needs and no main thread from the paint
 * itself, and is requested once the last stylesheet has loaded (or failed) and the page has painted.
 */
import { createTimeSlice } from '../../lib/main-thread-slices'
import { afterFirstPaint, paintIsReported, type PaintWindow } from '../after-first-paint'
import { PRELOADS_TEMPLATE_ATTRIBUTE } from '../../page-format/preloads-template'

/**
 * Moves the template's links into the head, first to last, in slices: starting a request costs the
 * main thread up to 20 ms a link on a phone's CPU, and a home page lists 25, which in one go was a
 * task of 140–210 ms just as the page first painted (bench:web's traces). The page's module script,
 * first in the template (`build/preload-app-start.ts`), goes in as a copy (`runnable`). Idempotent: a
 * link moved is gone from its template, and an emptied template is removed.
 */
export function requestPagePreloads(doc: Document = document): void {
  const slice = createTimeSlice()
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${PRELOADS_TEMPLATE_ATTRIBUTE}]`,
  )) {
    for (let link = template.content.firstElementChild; link; link = template.content.firstElementChild) {
      doc.head.append(runnable(link, doc))
      if (template.content.firstElementChild && slice.spent()) {
        void slice.yield().then(() => requestPagePreloads(doc))
        return
      }
    }
    template.remove()
  }
}

/**
 * A script the parser put in a template is marked as the parser's, and whether it runs once moved into
 * the document differs between engines; one made here with its attributes runs in every one.
 */
function runnable(element: Element, doc: Document): Element {
  if (element.localName !== 'script') return element
  const script = doc.createElement('script')
  for (const { name, value } of element.attributes) script.setAttribute(name, value)
  element.remove()
  return script
}

/**
 * Requests the page's preloads (its module script first) once every stylesheet has loaded or failed and
 * the page has painted; returns a stop. Before that the page fetches its stylesheets alone: the entry's
 * request beside them delayed the first paint past its static floor's (decision 0112). Starting them
 * as the stylesheets came in put that work between the first frame's rendering and its reaching the
 * screen, where its static floor's main thread is idle (Lighthouse traces, decision 0111). A page that
 * will report no paint (a hidden tab, a browser without paint timing) requests them once styled. The
 * last stylesheet may come in before the head has been read to its end (no body yet): the document's
 * `DOMContentLoaded` looks again.
 */
export function requestPreloadsWhenStyled(
  doc: Document = document,
  win: PaintWindow = doc.defaultView ?? window,
): () => void {
  const listening = new AbortController()
  const failed = new Set<HTMLLinkElement>()
  const requestIfStyled = () => {
    const stylesheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    if (!doc.body || stylesheets.some((stylesheet) => !stylesheet.sheet && !failed.has(stylesheet))) return
    listening.abort()
    const request = () => requestPagePreloads(doc)
    if (paintIsReported(doc, win)) afterFirstPaint(request, win)
    else request()
  }
  const onLinkSettled = (event: Event) => {
    const link = event.target
    if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return
    if (event.type === 'error') failed.add(link)
    requestIfStyled()
  }
  const options = { capture: true, signal: listening.signal }
  doc.addEventListener('load', onLinkSettled, options)
  doc.addEventListener('error', onLinkSettled, options)
  doc.addEventListener('DOMContentLoaded', requestIfStyled, { signal: listening.signal })
  return () => listening.abort()
}
