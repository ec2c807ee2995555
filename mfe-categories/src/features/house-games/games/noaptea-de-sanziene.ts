import type { HouseGame } from '../engine/types'
import { emblemSymbol, identityOf } from '../../house-game-listing/listing'
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
    {
      id: 'floare',
      name: 'Floare',
      picture: [
        { ellipse: [50, 24, 12, 20], fill: '#ffd60a' },
        { ellipse: [50, 76, 12, 20], fill: '#ffd60a' },
        { ellipse: [24, 50, 20, 12], fill: '#ffd60a' },
        { ellipse: [76, 50, 20, 12], fill: '#ffd60a' },
        { circle: [31, 31, 13], fill: '#ffc300' },
        { circle: [69, 31, 13], fill: '#ffc300' },
        { circle: [31, 69, 13], fill: '#ffc300' },
        { circle: [69, 69, 13], fill: '#ffc300' },
        { circle: [50, 50, 13], fill: '#bc6c25' },
      ],
    },
    {
      id: 'spic',
      name: 'Spic de grâu',
      picture: [
        { path: 'M50 96 V14', fill: 'none', stroke: '#b08968', strokeWidth: 4 },
        { ellipse: [50, 14, 6, 10], fill: '#e9c46a' },
        { ellipse: [40, 30, 6, 11], fill: '#e9c46a' },
        { ellipse: [60, 30, 6, 11], fill: '#e9c46a' },
        { ellipse: [40, 48, 6, 11], fill: '#e9c46a' },
        { ellipse: [60, 48, 6, 11], fill: '#e9c46a' },
        { ellipse: [40, 66, 6, 11], fill: '#d4a373' },
        { ellipse: [60, 66, 6, 11], fill: '#d4a373' },
      ],
    },
    {
      id: 'lumanare',
      name: 'Lumânare',
      picture: [
        { path: 'M50 6 C60 18 62 28 50 36 C38 28 40 18 50 6Z', fill: '#ffb703' },
        { path: 'M50 18 C54 24 54 30 50 33 C46 30 46 24 50 18Z', fill: '#fff3b0' },
        { path: 'M50 36 V42', fill: 'none', stroke: '#1b1b1b', strokeWidth: 2 },
        { rect: [36, 42, 28, 48, 3], fill: '#fefae0', stroke: '#e9d8a6', strokeWidth: 2 },
        { rect: [26, 88, 48, 8, 4], fill: '#bc6c25' },
      ],
    },
    {
      id: 'cununa',
      name: 'Cunună',
      picture: [
        { circle: [50, 50, 32], fill: 'none', stroke: '#52b788', strokeWidth: 10 },
        { circle: [50, 18, 7], fill: '#ffd60a' },
        { circle: [82, 50, 7], fill: '#ffd60a' },
        { circle: [50, 82, 7], fill: '#ffd60a' },
        { circle: [18, 50, 7], fill: '#ffd60a' },
        { circle: [73, 27, 6], fill: '#ff8fab' },
        { circle: [73, 73, 6], fill: '#ff8fab' },
        { circle: [27, 73, 6], fill: '#ff8fab' },
        { circle: [27, 27, 6], fill: '#ff8fab' },
      ],
    },
    {
      id: 'fluture',
      name: 'Fluture',
      picture: [
        { path: 'M50 46 C40 14 10 10 8 28 C6 44 30 50 50 50Z', fill: '#4895ef' },
        { path: 'M50 46 C60 14 90 10 92 28 C94 44 70 50 50 50Z', fill: '#4895ef' },
        { path: 'M50 52 C34 54 16 66 22 80 C28 92 44 78 50 56Z', fill: '#7209b7' },
        { path: 'M50 52 C66 54 84 66 78 80 C72 92 56 78 50 56Z', fill: '#7209b7' },
        { ellipse: [50, 52, 4, 22], fill: '#2b2d42' },
        { path: 'M48 32 L40 16 M52 32 L60 16', fill: 'none', stroke: '#2b2d42', strokeWidth: 2 },
      ],
    },
    emblemSymbol('noaptea-de-sanziene', 'bufnita'),
    {
      id: 'luna',
      name: 'Lună plină',
      picture: [
        { circle: [50, 50, 42], fill: '#fefae0', stroke: '#e9e5c9', strokeWidth: 3 },
        { circle: [36, 36, 8], fill: '#e9e5c9' },
        { circle: [62, 58, 11], fill: '#e9e5c9' },
        { circle: [40, 70, 5], fill: '#e9e5c9' },
      ],
    },
    emblemSymbol('noaptea-de-sanziene', 'sanziana'),
    emblemSymbol('noaptea-de-sanziene', 'foc'),
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
