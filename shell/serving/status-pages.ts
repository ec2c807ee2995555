/**
 * The pages the servers answer with when they refuse a request or fail (400, 403, 404, 405, 408, 413, 431, 500, 503).
 * Written once, at build, into each app's deployed folder: the Node server and nginx send the same
 * files. Static HTML with no script and no inline style, so any CSP of the site allows them.
 */
import { RESPONSIBLE_GAMBLING_NOTICE } from '../src/lib/responsible-gambling'
import { SITE_NAME } from '../src/lib/site-name'
import { HOME_LINK_TEXT, statusLabel, STATUS_TEXTS, type PageStatus } from '../src/lib/status-pages'

/** The folder, inside a deployed app, holding one page per status; never served under its own URL. */
export const STATUS_DIR = 'status'

/** `/status/431.html`: where a server finds the page for a status. */
export const statusPagePath = (status: PageStatus): string => `/${STATUS_DIR}/${status}.html`

export interface StatusPageLook {
  /** Where "home" is: `/` on the shell's origin; the site's public address on a remote's. */
  home: string
  /** The site's stylesheets, as its index.html links them (none on a remote's origin). */
  stylesheets: string[]
  /** The site's icon, when the origin serves one. */
  icon?: string
}

export function statusPageHtml(status: PageStatus, { home, stylesheets, icon }: StatusPageLook): string {
  const { title, explanation } = STATUS_TEXTS[status]
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title} | ${SITE_NAME}</title>`,
    ...(icon ? [`<link rel="icon" href="${icon}" type="image/png">`] : []),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
  ]
  return `<!doctype html>
<html lang="ro">
<head>
${head.join('\n')}
</head>
<body>
<header class="border-b bg-background">
<div class="mx-auto max-w-6xl px-4 py-3">
<a href="${home}" class="rounded-md text-lg font-extrabold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">${SITE_NAME}</a>
</div>
</header>
<main class="mx-auto max-w-3xl px-4 py-12">
<p class="text-sm font-semibold text-primary">${statusLabel(status)}</p>
<h1 class="mt-2 text-3xl font-bold">${title}</h1>
<p class="mt-4 text-muted-foreground">${explanation}</p>
<a href="${home}" class="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-primary-foreground">${HOME_LINK_TEXT}</a>
</main>
<footer class="mt-12 border-t bg-muted px-4 py-6 text-center text-sm">
<p>${RESPONSIBLE_GAMBLING_NOTICE}</p>
</footer>
</body>
</html>
`
}
