// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadOrder, type Side } from './load-order'

const SIDES: Side[] = ['baseline', 'page', 'floor']

describe("bench:web's load order", () => {
  it('loads each side once in every run', () => {
    for (let run = 1; run <= 12; run++) expect([...loadOrder(run)].sort()).toEqual([...SIDES].sort())
  })

  it('puts each side once in each place in every three runs from the first and the fourth', () => {
    for (const first of [1, 4, 7]) {
      const runs = [first, first + 1, first + 2].map(loadOrder)
      for (const side of SIDES) expect(runs.map((order) => order.indexOf(side)).sort()).toEqual([0, 1, 2])
    }
  })

  it('goes through all six orders in six runs, and then again', () => {
    const orders = (from: number) => [0, 1, 2, 3, 4, 5].map((i) => loadOrder(from + i).join())
    expect(new Set(orders(1)).size).toBe(6)
    expect(orders(7)).toEqual(orders(1))
  })
})
