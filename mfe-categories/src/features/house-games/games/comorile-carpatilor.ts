import type { HouseGame } from '../engine/types'
import { identityOf } from '../../house-game-listing/listing'
import { fiveReelLines } from './paylines'
import { strip } from './strip'

/** Five reels, ten lines, a wild that stands in on lines: wins less often than the fruit game, larger. */
export const comorileCarpatilor: HouseGame = {
  ...identityOf('comorile-carpatilor'),
  description:
    'Cinci role și zece linii prin pădurile Carpaților. Zimbrul ține locul oricărui simbol pe linie, iar câțiva zimbri la rând de la stânga plătesc cel mai mult.',
  rows: 3,
  reels: [
    strip(`
      cerb cerb frunza ciuperca vulpe ghinda brad frunza ciuperca zimbru ghinda brad ciuperca frunza
      vulpe ghinda brad ciuperca frunza urs urs ghinda brad ciuperca vulpe ghinda frunza ciuperca brad
      ghinda
    `),
    strip(`
      vulpe ciuperca brad ghinda frunza ciuperca ghinda urs urs brad vulpe frunza ghinda ciuperca
      zimbru brad frunza ghinda ciuperca cerb cerb vulpe brad frunza ghinda ciuperca brad ghinda
      zimbru frunza
    `),
    strip(`
      brad ghinda frunza ciuperca ghinda brad vulpe zimbru cerb cerb frunza ciuperca ghinda brad
      frunza ghinda vulpe ciuperca brad frunza ghinda zimbru ciuperca brad ghinda frunza vulpe urs urs
      ciuperca
    `),
    strip(`
      frunza zimbru ciuperca vulpe brad ghinda frunza ciuperca ghinda brad frunza vulpe ghinda
      ciuperca urs urs brad zimbru frunza ghinda ciuperca brad vulpe ghinda frunza ciuperca cerb cerb
      brad ghinda
    `),
    strip(`
      ciuperca brad ghinda urs urs frunza ciuperca ghinda brad vulpe frunza ciuperca ghinda brad
      ciuperca cerb cerb frunza ghinda vulpe brad ciuperca frunza ghinda zimbru ciuperca brad ghinda
      frunza vulpe
    `),
  ],
  paylines: fiveReelLines.slice(0, 10),
  symbols: [
    { id: 'ghinda', name: 'Ghindă', glyph: '🌰' },
    { id: 'ciuperca', name: 'Ciupercă', glyph: '🍄' },
    { id: 'frunza', name: 'Frunză', glyph: '🍁' },
    { id: 'brad', name: 'Brad', glyph: '🌲' },
    { id: 'vulpe', name: 'Vulpe', glyph: '🦊' },
    { id: 'cerb', name: 'Cerb', glyph: '🦌' },
    { id: 'urs', name: 'Urs', glyph: '🐻' },
    { id: 'zimbru', name: 'Zimbru', glyph: '🦬' },
  ],
  paytable: {
    ghinda: { 3: 3, 4: 15, 5: 50 },
    ciuperca: { 3: 3, 4: 15, 5: 50 },
    frunza: { 3: 5, 4: 20, 5: 75 },
    brad: { 3: 5, 4: 25, 5: 100 },
    vulpe: { 3: 20, 4: 100, 5: 500 },
    cerb: { 3: 30, 4: 150, 5: 1000 },
    urs: { 3: 50, 4: 350, 5: 2000 },
    zimbru: { 3: 100, 4: 1000, 5: 5000 },
  },
  wild: 'zimbru',
  stakes: [10, 20, 50, 100],
  startingCredits: 1000,
}
