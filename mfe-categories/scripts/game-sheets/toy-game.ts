import type { HouseGame } from '../../src/features/house-games/engine/types'

/**
 * A tiny game with frequent scatters and retriggers (E[R] ≈ 0.23 free spins added per free spin),
 * small enough for the tests to check the free-spin mathematics against a direct computation.
 */
export const toyGame: HouseGame = {
  id: 'toy',
  name: 'Joc de probă',
  description: 'Doar pentru teste.',
  volatility: 'high',
  rows: 1,
  reels: [
    ['a', 'b', 's', 'a'],
    ['a', 's', 'b'],
    ['s', 'a', 'b', 'w'],
  ],
  paylines: [[0, 0, 0]],
  symbols: [
    { id: 'a', name: 'A', picture: [{ circle: [50, 50, 40] }] },
    { id: 'b', name: 'B', picture: [{ circle: [50, 50, 40] }] },
    { id: 'w', name: 'W', picture: [{ circle: [50, 50, 40] }] },
    { id: 's', name: 'S', picture: [{ circle: [50, 50, 40] }] },
  ],
  paytable: { a: { 2: 1, 3: 4 }, b: { 3: 9 }, w: { 3: 20 } },
  wild: 'w',
  scatter: { symbol: 's', pays: { 2: 1, 3: 5 }, freeSpins: { 2: 1, 3: 3 } },
  freeSpins: { multiplier: 2, retrigger: true },
  stakes: [1],
  startingCredits: 100,
}
