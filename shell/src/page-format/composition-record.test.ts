// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isComposedSlot, slotsOfAppHtml, type CompositionRecord } from './composition-record'

const appHtml =
  '<main><div data-slot="home/HomePage" data-slot-id="_R_1_" class="contents"><h1>Păcănele</h1>' +
  '<span data-slot="categories/GameCount" data-slot-id="_R_2_" class="contents">12 jocuri</span>' +
  '<span data-slot="categories/GameCount" data-slot-id="_R_3_" class="contents">7 jocuri</span></div></main>'

describe("a composed page's record of its slots", () => {
  it('names every slot by its id, and each module once', () => {
    expect(slotsOfAppHtml(appHtml)).toEqual({
      modules: ['home/HomePage', 'categories/GameCount'],
      slots: ['_R_1_', '_R_2_', '_R_3_'],
    })
  })

  it('says a slot was composed only when the record names its id', () => {
    const record: CompositionRecord = {
      kind: 'page',
      path: '/',
      query: '',
      remotes: {},
      ...slotsOfAppHtml(appHtml),
    }
    expect(isComposedSlot(record, '_R_2_')).toBe(true)
    // An id React made in the browser (a client navigation) is never the server's.
    expect(isComposedSlot(record, '_r_2_')).toBe(false)
    expect(isComposedSlot(null, '_R_2_')).toBe(false)
  })
})
