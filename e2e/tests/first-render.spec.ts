import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { paths } from 'shell/routes'
import { ORIGINS } from '../support/apps'
import { expect, test } from '../support/fixtures'

/** Headers that describe the bytes as the real server sent them, not as this proxy passes them on. */
const TRANSPORT_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection'])

/**
 * The production server behind a proxy that sends one document in two parts: everything up to and
 * including `<main …>`'s start tag, then, once the test says so, the rest. Every other request passes
 * through as it is.
 */
async function documentHeldAfterMain(path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let firstPartSent = () => {}
  const firstPart = new Promise<void>((resolve) => (firstPartSent = resolve))
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(ORIGINS.shell + request.url, {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      })
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)),
      )
      response.writeHead(upstream.status, headers)
      if (request.url !== path) return response.end(Buffer.from(await upstream.arrayBuffer()))
      const html = await upstream.text()
      const cut = html.indexOf('>', html.indexOf('<main')) + 1
      expect(cut, 'the page has a <main>').toBeGreaterThan(0)
      response.write(html.slice(0, cut))
      firstPartSent()
      await released
      response.end(html.slice(cut))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}${path}`,
    firstPart,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

test.describe('the first render', { tag: '@shell' }, () => {
  test('waits for the whole header, and no longer: the page paints while the rest of it is on its way', async ({
    page,
  }) => {
    const held = await documentHeldAfterMain(paths.home)
    try {
      await page.goto(held.url, { waitUntil: 'commit' })
      await held.firstPart
      // What the composed page's first render waits for is its <main>, the header's end.
      const expected = page.locator('link[rel="expect"][blocking="render"]')
      await expect(expected).toHaveCount(1)
      expect(await expected.getAttribute('href')).toBe(`#${await page.locator('main').getAttribute('id')}`)

      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
        .toBe(1)
      await expect(page.getByRole('banner').getByRole('group', { name: 'Temă' })).toBeVisible()
      await expect(page.getByRole('contentinfo'), 'the rest of the page is still held').toHaveCount(0)

      held.release()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    } finally {
      held.release()
      await held.close()
    }
  })
})
