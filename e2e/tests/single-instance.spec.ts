import { expect, test } from '../support/fixtures'
import { ORIGINS, remoteRoot } from '../support/apps'
import { openLive } from '../support/live'

// Present in React's own code (react and react-dom), absent from the JSX runtime a remote may carry.
const REACT_ITSELF = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
// A class group of tailwind-merge's default config: in its code, not in a remote's own `cn` calls.
const TAILWIND_MERGE_ITSELF = '"fvn-slashed-zero"'
// An invariant of React Router's own code; react-router/dom's RouterProvider only wraps it.
const ROUTER_ITSELF = 'may be used only in the context of a <Router> component'
const remoteOrigins: string[] = [ORIGINS.home, ORIGINS.categories, ORIGINS.faq]

test.describe('single instance', { tag: ['@shell', '@local'] }, () => {
  test('exactly one React renderer runs in the composed page', async ({ page }) => {
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>()
      let nextId = 1
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          renderers,
          supportsFiber: true,
          inject(renderer: unknown) {
            renderers.set(nextId, renderer)
            return nextId++
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      })
    })
    await openLive(page, '/')
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    await openLive(page, '/sloturi-online')
    await expect(page.locator(remoteRoot('categories')).first()).toBeVisible()
    const count = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    )
    expect(count).toBe(1)
  })

  test('no JavaScript served by a remote contains React or the router itself; the shell does, the router once; tailwind-merge is provided, never loaded', async ({
    page,
    request,
  }) => {
    const scripts: Array<{ url: string; body: string }> = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') })
      }
    })
    await openLive(page, '/')
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    await openLive(page, '/egt-slots-online')
    await expect(page.locator('[data-slug="egt-slots-online"]')).toBeVisible()

    const fromRemotes = scripts.filter((script) => remoteOrigins.includes(new URL(script.url).origin))
    const fromShell = scripts.filter((script) => new URL(script.url).origin === ORIGINS.shell)
    expect(fromRemotes.length).toBeGreaterThanOrEqual(6)
    for (const script of fromRemotes) {
      expect(script.body, script.url).not.toContain(REACT_ITSELF)
      expect(script.body, script.url).not.toContain(ROUTER_ITSELF)
    }
    // The probes find each package where it is: they would catch a remote bundling its own copy.
    expect(fromShell.some((script) => script.body.includes(REACT_ITSELF))).toBe(true)
    // `cn` only joins classes: no page loads tailwind-merge, yet the shell still provides it to the
    // remote builds from before that, which import it from the shell.
    for (const script of scripts) expect(script.body, script.url).not.toContain(TAILWIND_MERGE_ITSELF)
    const provided = fromShell
      .map((script) => /__federation_shared_tailwind-merge-[\w-]+\.js/.exec(script.body)?.[0])
      .find(Boolean)
    expect(provided, 'the shell lists tailwind-merge among its shared packages').toBeDefined()
    const sharedChunk = await request.get(`${ORIGINS.shell}/assets/${provided}`)
    expect(sharedChunk.ok()).toBe(true)
    expect(await sharedChunk.text()).toContain(TAILWIND_MERGE_ITSELF)
    // One copy: the shared chunk, which the shell's react-router/dom wrapper also takes it from.
    const routerFiles = new Set(
      fromShell.filter((script) => script.body.includes(ROUTER_ITSELF)).map((script) => script.url),
    )
    expect([...routerFiles]).toHaveLength(1)
  })
})
