import { expect, type Page, type Route } from '@playwright/test'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import { REMOTE_READERS } from 'shell/tooling/serving/headers'
import { entryAt, ORIGINS, type RemoteName } from './apps'

export type Fault = 'http-404' | 'http-500' | 'refused' | 'stall' | 'throws'
export const FAULTS: Fault[] = ['http-404', 'http-500', 'refused', 'stall', 'throws']

const BROKEN_MODULE = `export default function Broken() { throw new Error('injected render failure') }`

export interface InjectedFault {
  /** Ends the fault. */
  repair: () => Promise<void>
  /** The remote's modules other than its entry that the browser asked for and the fault refused. */
  filesRefused: string[]
}

/**
 * Puts one remote into a fault, as a broken deploy or a failing host would. `refused` refuses every
 * file of its origin; `stall` holds the remote's entry request unanswered until the repair (which
 * then drops it), so only the shell's own timeout can end the wait; `throws` serves a remoteEntry
 * whose exposed modules throw while rendering (a bad release), and the repair is the rollback: the
 * real entry, whose chunk names differ.
 */
export async function injectFault(page: Page, remote: RemoteName, fault: Fault): Promise<InjectedFault> {
  const origin = ORIGINS[remote]
  const entry = `${entryAt(origin)}*`
  const routes: Array<[string, (route: Route) => Promise<void>]> = []
  const held: Route[] = []
  const filesRefused: string[] = []
  switch (fault) {
    case 'http-404':
    case 'http-500':
      routes.push([
        entry,
        (route) => route.fulfill({ status: fault === 'http-404' ? 404 : 500, body: 'fault' }),
      ])
      break
    case 'refused':
      routes.push([
        `${origin}/**`,
        (route) => {
          const url = route.request().url()
          if (/\.js(\?|$)/.test(url) && !url.startsWith(entryAt(origin))) filesRefused.push(url)
          return route.abort('connectionrefused')
        },
      ])
      break
    case 'stall':
      routes.push([
        entry,
        async (route) => {
          held.push(route)
        },
      ])
      break
    case 'throws':
      routes.push([
        entry,
        async (route) => {
          const response = await route.fetch()
          const body = (await response.text()).replace(
            exposedChunkPattern(undefined, 'g'),
            'broken-release.js',
          )
          await route.fulfill({ response, body })
        },
      ])
      routes.push([
        `${origin}/assets/broken-release.js`,
        (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            headers: { 'access-control-allow-origin': REMOTE_READERS },
            body: BROKEN_MODULE,
          }),
      ])
      break
  }
  for (const [pattern, handler] of routes) await page.route(pattern, handler)
  const repair = async () => {
    for (const [pattern] of routes) await page.unroute(pattern)
    for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined)
  }
  return { repair, filesRefused }
}

/** A flag on window that survives client navigation but not a reload. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

/**
 * Whether this browser keeps a failed module import for the life of the page (Firefox does; Chromium
 * fetches it again): there a remote whose files could not be fetched at all heals only in a new page.
 */
export async function keepsFailedImports(page: Page): Promise<boolean> {
  const url = `${ORIGINS.shell}/assets/import-probe-${Date.now()}.js`
  const importOnce = () =>
    page.evaluate(
      (src) =>
        import(src).then(
          () => true,
          () => false,
        ),
      url,
    )
  await page.route(url, (route) => route.abort('connectionrefused'))
  expect(await importOnce(), 'the probe fails while refused').toBe(false)
  await page.unroute(url)
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export default 1' }),
  )
  const loadsNow = await importOnce()
  await page.unroute(url)
  return !loadsNow
}
