import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { openLive } from './live'
import { storeBeforeLoad } from './stored'

/** The header's menu button and its popover of links (plain links, not a menu widget). */
export const siteNavigation = (page: Page) => page.getByRole('navigation', { name: 'Meniu principal' })
export const menuTrigger = (page: Page) => siteNavigation(page).getByRole('button', { name: 'Menu' })
/** The popover: always in the page, visible only while open. */
export const menuPanel = (page: Page) => siteNavigation(page).getByTestId('main-menu')
export const menuLink = (page: Page, name: string) => menuPanel(page).getByRole('link', { name, exact: true })

/**
 * The menu button's expanded state as Chromium tells assistive technology, read from its own
 * accessibility tree: the browser derives it from `popovertarget`, with no aria-expanded in the DOM
 * (which Playwright's own checks read). Works with the page's JavaScript off.
 */
export async function menuTriggerExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'nav[aria-label="Meniu principal"] button[popovertarget]',
    })
    if (!nodeId) throw new Error('no menu button with popovertarget in the page')
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded?.value.value as boolean | undefined
  } finally {
    await cdp.detach()
  }
}

/**
 * The visitor chose this theme before the page loads, kept as the site keeps it: the page gets the
 * same `dark` class a dark system setting gives, in every engine (Firefox has no colour-scheme
 * emulation here).
 */
export const chosenTheme = (page: Page, theme: 'light' | 'dark') => storeBeforeLoad(page, { theme })

/** The visible label of a theme option: what a visitor clicks (the radio itself is visually hidden). */
export const themeOption = (page: Page, name: 'Luminoasă' | 'Întunecată' | 'Sistem') =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) })

/** Waits for the home page's own content, which mfe-home renders. */
export async function gotoHome(page: Page): Promise<void> {
  await openLive(page, '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Păcănele Online' })).toBeVisible()
}

/** page_view events pushed so far. */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => ({ ...entry }) as { event: string; path: string; title: string; location: string }),
  )

/**
 * Installed before any of the page's scripts: logs, in order, every change of <html>'s class and
 * the moment <body> is inserted. MutationObserver records keep document order even though they are
 * delivered later, so the class <html> had when the parser reached <body> can be rebuilt exactly.
 */
export function traceThemeBeforeBody() {
  type Step = { kind: 'class'; old: string | null } | { kind: 'body' }
  const trail: Step[] = []
  ;(window as unknown as { __themeTrail: Step[] }).__themeTrail = trail
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target === document.documentElement) {
        trail.push({ kind: 'class', old: record.oldValue })
      }
      if (record.type === 'childList') {
        record.addedNodes.forEach((node) => {
          if (node.nodeName === 'BODY') trail.push({ kind: 'body' })
        })
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  })
}

/** `dark` state of <html> when <body> was parsed, and every later state, from the trail above. */
export async function darkAtBodyAndAfter(page: Page): Promise<{ atBody: boolean; later: boolean[] }> {
  return page.evaluate(() => {
    type Step = { kind: 'class'; old: string | null } | { kind: 'body' }
    const trail = (window as unknown as { __themeTrail: Step[] }).__themeTrail
    const hasDark = (value: string | null) => (value ?? '').split(/\s+/).includes('dark')
    const bodyAt = trail.findIndex((step) => step.kind === 'body')
    if (bodyAt < 0) throw new Error('body was never seen being inserted')
    const changesAfter = trail.slice(bodyAt + 1).filter((step) => step.kind === 'class')
    const now = document.documentElement.classList.contains('dark')
    const statesAfterBody = [...changesAfter.map((step) => hasDark(step.old)), now]
    return { atBody: statesAfterBody[0]!, later: statesAfterBody }
  })
}

export const htmlIsDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

/** axe-core on the whole page (or `include`), its violations in a readable form for the failure message. */
export async function axeViolations(page: Page, include?: string) {
  // Only violations are read: axe then reports one node of each rule that passed, not every node it
  // checked (a category page's thousands), which it would otherwise serialise out of the page.
  // A part needs no CSSOM preload (only the page-wide orientation rule reads it), and that preload
  // writes <style> elements the CSP refuses: a console error of axe's that would read as the site's.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    ...(include ? { preload: false } : {}),
  })
  if (include) builder.include(include)
  // A page without frames is checked in one run in the page: the default opens a blank page to merge
  // the frames' results (a second of the check's two on a 2-core host). A page with frames, a game's
  // demo among them, gets the default, which reaches frames of other origins too. a11y.spec proves
  // both find a violation.
  if (page.frames().length === 1) builder.setLegacyMode(true)
  const results = await builder.analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }))
}
