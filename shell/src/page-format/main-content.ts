/** The id of the page's `<main>`: the skip link's target, and what a composed page's first render waits for. */
export const MAIN_CONTENT_ID = 'continut'

/**
 * In a composed page's `<head>`: its first render waits until the parser has reached `<main>`, so the
 * header is whole when it first paints (`rel=expect`; a browser without it renders as before). On a
 * phone's CPU the parser yields for a frame mid-header: the favourites button was painted empty at
 * the right edge, then moved left when the theme switch arrived, a layout shift in about one load in
 * five at Chromium's CPU 6×.
 */
export const RENDER_AFTER_HEADER = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`
