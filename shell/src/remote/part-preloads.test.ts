// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestPagePreloads } from '../boot/inline/preloads'
import { pagePreloadsTemplate, partPreloadsTemplate } from '../page-format/preloads-template'
import { requestPartPreloads } from './part-preloads'

const link = (href: string) => `<link rel="modulepreload" href="${href}" crossorigin>`
const APP = 'http://shell.example/assets/start.js'
const FAQ = ['http://faq.example/assets/remoteEntry.js', 'http://faq.example/assets/Faq.js']
const HOME = 'http://home.example/assets/HomePage.js'

/**
 * A composed page: the app's preloads, the FAQ's part (its box `top` px from the viewport's top) and
 * the home page's layout part around it, each part's files in its own template.
 */
function composedPage(faqTop: number) {
  document.head.innerHTML =
    pagePreloadsTemplate(link(APP)) +
    partPreloadsTemplate('home/HomePage', link(HOME), true) +
    partPreloadsTemplate('faq/Faq', FAQ.map(link).join(''), false)
  document.body.innerHTML =
    '<div data-slot="home/HomePage" data-slot-id="_R_1_" style="display: contents"><main>' +
    '<div data-slot="faq/Faq" data-slot-id="_R_2_" style="display: contents"><section>FAQ</section></div>' +
    '</main></div>'
  vi.spyOn(document.querySelector('section')!, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: faqTop, width: 320, height: 400 }),
  )
}

const requested = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map(
    (preload) => preload.href,
  )

// Each link is requested at once: no slice of main-thread time runs out here (the slicing has its own test).
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(0))
afterEach(() => vi.restoreAllMocks())

describe("a part's preloads", () => {
  it("are requested with the page's when the part is within a screen of the viewport", () => {
    composedPage(window.innerHeight + 100)
    requestPagePreloads()
    expect(requested()).toEqual([APP, ...FAQ])
  })

  it('wait while the part is further down, and are requested when it is wanted', () => {
    composedPage(3 * window.innerHeight)
    requestPagePreloads()
    expect(requested()).toEqual([APP])

    requestPartPreloads('faq/Faq')
    expect(requested()).toEqual([APP, ...FAQ])
    expect(document.querySelector('template[data-part-preloads="faq/Faq"]')).toBeNull()
  })

  it('of a layout module wait to be wanted, wherever it is; the parts near by then come with them', () => {
    composedPage(3 * window.innerHeight)
    requestPagePreloads()
    expect(requested()).toEqual([APP])

    // The visitor has scrolled the FAQ into view: the home page's layout is wanted for it.
    vi.mocked(document.querySelector('section')!.getBoundingClientRect).mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 320, height: 400 }),
    )
    requestPartPreloads('home/HomePage')
    expect(requested()).toEqual([APP, HOME, ...FAQ])
  })

  it('are each requested once however often they are asked for', () => {
    composedPage(0)
    requestPagePreloads()
    requestPartPreloads('faq/Faq')
    requestPagePreloads()
    expect(requested()).toEqual([APP, ...FAQ])
  })
})
