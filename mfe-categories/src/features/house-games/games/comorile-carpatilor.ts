import type { HouseGame } from '../engine/types'
import { emblemSymbol, identityOf } from '../../house-game-listing/listing'
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
    {
      id: 'ghinda',
      name: 'Ghindă',
      picture: [
        { ellipse: [50, 62, 24, 30], fill: '#c08552' },
        { path: 'M22 42 C22 22 78 22 78 42 C78 48 22 48 22 42Z', fill: '#6b4423' },
        { path: 'M50 24 C50 16 54 10 60 8', fill: 'none', stroke: '#6b4423', strokeWidth: 4 },
        { path: 'M38 58 C38 70 42 80 48 86', fill: 'none', stroke: '#ddb892', strokeWidth: 4 },
      ],
    },
    {
      id: 'ciuperca',
      name: 'Ciupercă',
      picture: [
        { path: 'M40 50 H60 L64 90 C58 94 42 94 36 90Z', fill: '#f1e3d3' },
        { path: 'M8 54 C8 22 30 8 50 8 C70 8 92 22 92 54Z', fill: '#d62828' },
        { circle: [30, 34, 6], fill: '#ffffff' },
        { circle: [54, 22, 6], fill: '#ffffff' },
        { circle: [72, 40, 6], fill: '#ffffff' },
        { circle: [46, 44, 4], fill: '#ffffff' },
      ],
    },
    {
      id: 'frunza',
      name: 'Frunză',
      picture: [
        {
          path: 'M50 6 L60 28 L80 20 L74 42 L94 48 L74 60 L80 76 L58 70 L50 84 L42 70 L20 76 L26 60 L6 48 L26 42 L20 20 L40 28Z',
          fill: '#e85d04',
          stroke: '#9d0208',
          strokeWidth: 2,
        },
        { path: 'M50 96 V30 M50 62 L28 46 M50 62 L72 46', fill: 'none', stroke: '#9d0208', strokeWidth: 3 },
      ],
    },
    {
      id: 'brad',
      name: 'Brad',
      picture: [
        { rect: [44, 78, 12, 18, 2], fill: '#6b4423' },
        { path: 'M50 4 L74 34 H62 L82 58 H66 L88 82 H12 L34 58 H18 L38 34 H26Z', fill: '#2d6a4f' },
        { path: 'M50 4 L74 34 H62 L82 58 H66 L88 82 H50Z', fill: '#1b4332' },
      ],
    },
    emblemSymbol('comorile-carpatilor', 'vulpe'),
    {
      id: 'cerb',
      name: 'Cerb',
      picture: [
        {
          path: 'M36 34 C28 20 30 10 22 4 M28 18 L14 16 M32 26 L18 30 M64 34 C72 20 70 10 78 4 M72 18 L86 16 M68 26 L82 30',
          fill: 'none',
          stroke: '#8d5524',
          strokeWidth: 4,
        },
        { path: 'M30 40 L16 34 L26 48Z M70 40 L84 34 L74 48Z', fill: '#a5672f' },
        { path: 'M32 36 C32 30 68 30 68 36 L62 78 C58 92 42 92 38 78Z', fill: '#b5763d' },
        { ellipse: [50, 82, 9, 7], fill: '#3d2314' },
        { circle: [40, 52, 4], fill: '#1b1b1b' },
        { circle: [60, 52, 4], fill: '#1b1b1b' },
      ],
    },
    emblemSymbol('comorile-carpatilor', 'urs'),
    emblemSymbol('comorile-carpatilor', 'zimbru'),
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
