// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paginate } from './paginate'

const items = Array.from({ length: 30 }, (_, i) => i + 1)

describe('paginate', () => {
  it('cuts pages of the given size', () => {
    expect(paginate(items, 1, 12)).toMatchObject({
      items: items.slice(0, 12),
      page: 1,
      pageCount: 3,
      total: 30,
    })
    expect(paginate(items, 3, 12).items).toEqual([25, 26, 27, 28, 29, 30])
  })

  it('clamps a page past the end or before the start', () => {
    expect(paginate(items, 99, 12).page).toBe(3)
    expect(paginate(items, 0, 12).page).toBe(1)
    expect(paginate(items, Number.NaN, 12).page).toBe(1)
  })

  it('has one empty page when there is nothing', () => {
    expect(paginate([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
})
