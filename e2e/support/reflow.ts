import type { Page } from '@playwright/test'

/** The phone widths a page must fit without sideways scrolling: WCAG 1.4.10's 320, and the commonest. */
export const PHONE_WIDTHS = [320, 360, 390, 414] as const

export interface SidewaysOverflow {
  scrollWidth: number
  clientWidth: number
  /** The outermost elements reaching past the right edge (not inside a box that scrolls or clips). */
  widest: string[]
}

/**
 * How far the page reaches past the viewport's width, and which elements make it do so: an element
 * counts when it ends past the edge and no ancestor of it clips or scrolls sideways (a table in its
 * own scroll box is fine: the page does not move).
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement
    const edge = root.clientWidth
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible'
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > edge + 0.5
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const classes = [...element.classList].slice(0, 4).join('.')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${Math.round(rect.width)} px wide, right edge ${Math.round(rect.right)} px: "${text}"`
    }
    const widest: string[] = []
    const walk = (element: Element) => {
      if (getComputedStyle(element).position === 'fixed') return
      if (reachesPast(element)) {
        const parent = element.parentElement
        // Outermost: its parent stays inside the viewport (or is the body, which stretches with it).
        if (!parent || parent === document.body || !reachesPast(parent)) widest.push(describe(element))
      }
      if (clipsSideways(element) && element !== document.body) return
      for (const child of element.children) walk(child)
    }
    walk(document.body)
    widest.sort((a, b) => Number(/right edge (\d+)/.exec(b)![1]) - Number(/right edge (\d+)/.exec(a)![1]))
    return { scrollWidth: root.scrollWidth, clientWidth: edge, widest: widest.slice(0, 5) }
  })
}
