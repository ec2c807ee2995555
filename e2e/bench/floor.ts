/**
 * The floor for a page: the DOM the page renders, served as static HTML with no JavaScript at all.
 * What Lighthouse measures on it is the best any amount of engineering could do for that content.
 */
import type { Browser } from '@playwright/test'
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppServer } from 'site-server/app-server'
import { repo } from '../support/deploy'
import { appReady } from '../support/live'

/** Lighthouse's mobile device, so that layout-dependent rendering matches what it will measure. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }

/**
 * Opens the page, waits until every slot has rendered, and returns its DOM without anything that
 * runs or fetches JS: scripts (JSON-LD stays, it is inert data), module preloads, the remote
 * record's preload. Stylesheets stay linked: the shell's by path (the floor server serves the
 * shell's files, as the production origin does: the shell's stylesheet is requested with CORS, which
 * the production server does not grant another origin), the remotes' by absolute URL to their origins.
 */
export async function renderFloorHtml(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext(LIGHTHOUSE_MOBILE)
  try {
    const page = await context.newPage()
    const response = await page.goto(url)
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await appReady(page)
    await page.locator('#root h1').first().waitFor()
    if (await page.getByText('Loading...').count()) throw new Error(`${url} is still loading a slot`)
    if (await page.locator('[data-remote-failure]').count()) throw new Error(`${url} shows a remote failure`)
    return await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true) as HTMLElement
      root
        .querySelectorAll('script:not([type="application/ld+json"]), template[data-preloads]')
        .forEach((element) => element.remove())
      root
        .querySelectorAll(
          'link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]',
        )
        .forEach((link) => link.remove())
      root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
        const href = new URL(link.href)
        link.setAttribute('href', href.origin === location.origin ? href.pathname + href.search : href.href)
      })
      return `<!doctype html>\n${root.outerHTML}`
    })
  } finally {
    await context.close()
  }
}

export interface FloorServer {
  url: string
  /** Synchronous, so a signal handler can call it: the server closes on its own time. */
  stop: () => void
}

/**
 * Serves one floor page at `/` with the production server's own code (same compression, headers and
 * caching), from a folder holding that page as index.html beside the shell's built files.
 */
export async function serveFloor(html: string): Promise<FloorServer> {
  const shellDist = join(repo, 'shell/dist')
  const root = mkdtempSync(join(tmpdir(), 'pacanele-floor-'))
  for (const name of readdirSync(shellDist))
    if (name !== 'index.html' && name !== 'composed') symlinkSync(join(shellDist, name), join(root, name))
  writeFileSync(join(root, 'index.html'), html)
  const server = await createAppServer({ root, kind: 'shell', shellOrigins: [] })
  // The rendered DOM carries the style attributes React set through the CSSOM (allowed); as markup,
  // the CSP's style-src would block them and the floor would not look like the page. The floor is
  // about bytes and paint, not policy: no CSP here (helmet sets it on the raw response).
  server.addHook('onSend', async (_request, reply) => {
    reply.raw.removeHeader('content-security-policy')
  })
  // Port 0: the system picks a free loopback port, clear of the suite's fixed ones.
  await server.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      void server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
