/**
 * The JS a page will run is listed in its HTML inside `<template data-preloads>`: a template's links
 * are inert, so the browser fetches none of it while the stylesheets the first paint waits for are
 * still arriving (preloads to the remotes' origins, low priority or not, took their bandwidth). An
 * inline script in index.html moves the links into the head when the last stylesheet has loaded, and
 * the page's module script does too as it runs (after a stylesheet that failed): the JS then downloads
 * while the page is laid out and painted.
 */
export const PRELOADS_TEMPLATE_ATTRIBUTE = 'data-preloads'

/** Links for the page's HTML, to be requested by `requestPagePreloads`. */
export const pagePreloadsTemplate = (links: string): string =>
  links ? `<template ${PRELOADS_TEMPLATE_ATTRIBUTE}>${links}</template>` : ''

/** Idempotent: a template moved is gone. */
export function requestPagePreloads(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${PRELOADS_TEMPLATE_ATTRIBUTE}]`,
  )) {
    doc.head.append(template.content)
    template.remove()
  }
}
