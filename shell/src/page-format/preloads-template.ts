/**
 * The JS a page will run is listed in its HTML inside `<template data-preloads>`: a template's links
 * are inert, so the browser fetches none of it while the stylesheets the first paint waits for are
 * still arriving (preloads to the remotes' origins, low priority or not, took their bandwidth). The
 * page's inline preloads script (`boot/inline/preloads.ts`) moves them into the head when the last
 * stylesheet has loaded, and the entry module does too as it runs (after a stylesheet that failed).
 */
export const PRELOADS_TEMPLATE_ATTRIBUTE = 'data-preloads'

/** Links for the page's HTML, to be requested by `boot/inline/preloads.ts`. */
export const pagePreloadsTemplate = (links: string): string =>
  links ? `<template ${PRELOADS_TEMPLATE_ATTRIBUTE}>${links}</template>` : ''
