import type { HouseGame } from '../engine/types'
import { identityOf } from '../../house-game-listing/listing'
import { fiveReelLines } from './paylines'
import { strip } from './strip'

/** Five reels, twenty lines, scatters that start free spins: most of the return comes in rare, large wins. */
export const noapteaDeSanziene: HouseGame = {
  ...identityOf('noaptea-de-sanziene'),
  description:
    'Cinci role și douăzeci de linii în noaptea de Sânziene. Sânziana ține locul oricărui simbol pe linie; trei focuri sau mai multe, oriunde pe role, pornesc rotiri gratuite cu câștigurile triplate, iar focurile din timpul lor aduc altele.',
  rows: 3,
  reels: [
    strip(`
      spic cununa floare lumanare luna luna luna spic fluture floare cununa lumanare spic floare
      cununa fluture spic lumanare bufnita bufnita bufnita floare cununa spic fluture lumanare floare
      foc spic cununa floare lumanare fluture
    `),
    strip(`
      floare foc lumanare spic bufnita bufnita bufnita floare fluture cununa lumanare spic floare
      sanziana sanziana sanziana spic lumanare cununa floare fluture spic lumanare floare cununa spic
      luna luna floare fluture lumanare spic cununa
    `),
    strip(`
      sanziana sanziana sanziana spic fluture floare cununa lumanare spic floare spic lumanare cununa
      fluture luna luna floare spic lumanare floare cununa foc spic fluture floare lumanare bufnita
      bufnita bufnita spic cununa floare lumanare
    `),
    strip(`
      luna luna cununa floare lumanare spic floare fluture foc cununa lumanare spic floare bufnita
      bufnita bufnita spic lumanare cununa floare fluture sanziana sanziana sanziana spic lumanare
      floare cununa spic floare lumanare fluture spic
    `),
    strip(`
      bufnita bufnita bufnita lumanare spic fluture floare cununa lumanare spic foc floare fluture
      cununa spic lumanare floare cununa spic fluture lumanare luna luna luna floare cununa spic
      floare lumanare fluture spic cununa floare
    `),
  ],
  paylines: fiveReelLines,
  symbols: [
    { id: 'floare', name: 'Floare', glyph: '🌼' },
    { id: 'spic', name: 'Spic de grâu', glyph: '🌾' },
    { id: 'lumanare', name: 'Lumânare', glyph: '🕯️' },
    { id: 'cununa', name: 'Cunună', glyph: '💐' },
    { id: 'fluture', name: 'Fluture', glyph: '🦋' },
    { id: 'bufnita', name: 'Bufniță', glyph: '🦉' },
    { id: 'luna', name: 'Lună plină', glyph: '🌕' },
    { id: 'sanziana', name: 'Sânziana', glyph: '🧚' },
    { id: 'foc', name: 'Focul de Sânziene', glyph: '🔥' },
  ],
  paytable: {
    floare: { 3: 2, 4: 5, 5: 25 },
    spic: { 3: 2, 4: 5, 5: 25 },
    lumanare: { 3: 2, 4: 10, 5: 40 },
    cununa: { 3: 3, 4: 10, 5: 50 },
    fluture: { 3: 10, 4: 50, 5: 200 },
    bufnita: { 3: 25, 4: 150, 5: 750 },
    luna: { 3: 50, 4: 400, 5: 2000 },
    sanziana: { 3: 150, 4: 1000, 5: 5000 },
  },
  wild: 'sanziana',
  scatter: { symbol: 'foc', pays: { 3: 2, 4: 20, 5: 100 }, freeSpins: { 3: 15, 4: 20, 5: 30 } },
  freeSpins: { multiplier: 3, retrigger: true },
  stakes: [20, 40, 100, 200],
  startingCredits: 2000,
}
