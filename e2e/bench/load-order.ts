/**
 * In which order a run of `bench:web` loads a page's three sides. A load meets the host as the loads
 * before it left it (a Chromium just closed, files in the page cache), so a side always loaded in the
 * same place would carry that place's luck into every run: the floor, always last, once set the LCP
 * budget. Six runs go through every order of the three, and every three runs put each side once in
 * each place (a Latin square, then its mirror).
 */
export type Side = 'baseline' | 'page' | 'floor'

const ORDERS: readonly (readonly Side[])[] = [
  ['baseline', 'page', 'floor'],
  ['page', 'floor', 'baseline'],
  ['floor', 'baseline', 'page'],
  ['floor', 'page', 'baseline'],
  ['page', 'baseline', 'floor'],
  ['baseline', 'floor', 'page'],
]

/** The order of run `run` (1, 2, …): the six orders in turn. */
export function loadOrder(run: number): readonly Side[] {
  return ORDERS[(run - 1) % ORDERS.length]!
}
