import type { HouseGame } from '../engine/types'
import { emblemSymbol, identityOf } from '../../house-game-listing/listing'
import { strip } from './strip'

/** Three reels, five lines, fruit: small wins, often. */
export const fructeDeAur: HouseGame = {
  ...identityOf('fructe-de-aur'),
  description:
    'Un joc clasic cu trei role și cinci linii: fructe, clopoței și steaua de aur. Cireșele plătesc și singure pe prima rolă, așa că micile câștiguri vin des.',
  rows: 3,
  reels: [
    strip(`
      struguri cirese portocala lamaie clopotel pepene portocala struguri lamaie cirese portocala
      lamaie struguri pepene portocala lamaie cirese struguri portocala clopotel pepene lamaie
      portocala cirese struguri lamaie portocala pepene stea lamaie
    `),
    strip(`
      portocala lamaie pepene struguri portocala lamaie cirese portocala pepene struguri lamaie
      portocala cirese clopotel lamaie struguri stea pepene portocala lamaie cirese portocala struguri
      lamaie pepene portocala lamaie struguri cirese clopotel
    `),
    strip(`
      lamaie struguri portocala cirese lamaie stea pepene portocala struguri clopotel lamaie cirese
      portocala lamaie struguri pepene portocala lamaie cirese struguri portocala lamaie pepene
      clopotel portocala struguri cirese lamaie portocala pepene
    `),
  ],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  symbols: [
    emblemSymbol('fructe-de-aur', 'cirese'),
    {
      id: 'lamaie',
      name: 'Lămâie',
      picture: [
        {
          path: 'M8 52 C14 26 40 16 60 20 C76 22 88 34 92 48 C86 70 62 84 40 80 C24 78 12 66 8 52Z',
          fill: '#ffe066',
          stroke: '#e0b000',
          strokeWidth: 3,
        },
        { path: 'M26 40 C34 30 48 26 58 28', fill: 'none', stroke: '#fff9db', strokeWidth: 4 },
      ],
    },
    {
      id: 'portocala',
      name: 'Portocală',
      picture: [
        { circle: [50, 56, 36], fill: '#fb8500', stroke: '#d46a00', strokeWidth: 3 },
        { path: 'M50 20 C52 12 60 8 70 10 C66 18 58 22 50 20Z', fill: '#52b788' },
        { path: 'M46 20 L50 24', fill: 'none', stroke: '#6b4423', strokeWidth: 3 },
        { circle: [36, 42, 6], fill: '#ffb703' },
      ],
    },
    {
      id: 'struguri',
      name: 'Struguri',
      picture: [
        { path: 'M50 6 V20 M50 14 C60 6 72 8 78 16', fill: 'none', stroke: '#3b7a2a', strokeWidth: 4 },
        { circle: [34, 30, 11], fill: '#7b2cbf' },
        { circle: [56, 30, 11], fill: '#7b2cbf' },
        { circle: [74, 30, 10], fill: '#7b2cbf' },
        { circle: [44, 48, 11], fill: '#9d4edd' },
        { circle: [66, 48, 11], fill: '#9d4edd' },
        { circle: [26, 48, 10], fill: '#9d4edd' },
        { circle: [36, 66, 11], fill: '#7b2cbf' },
        { circle: [58, 66, 11], fill: '#7b2cbf' },
        { circle: [48, 84, 11], fill: '#9d4edd' },
      ],
    },
    {
      id: 'pepene',
      name: 'Pepene',
      picture: [
        { path: 'M6 36 H94 C94 62 74 84 50 84 C26 84 6 62 6 36Z', fill: '#2d6a4f' },
        { path: 'M12 36 H88 C88 58 70 76 50 76 C30 76 12 58 12 36Z', fill: '#f1faee' },
        { path: 'M16 36 H84 C84 56 68 72 50 72 C32 72 16 56 16 36Z', fill: '#ef476f' },
        { ellipse: [34, 48, 2.5, 4], fill: '#1b1b1b' },
        { ellipse: [50, 54, 2.5, 4], fill: '#1b1b1b' },
        { ellipse: [66, 48, 2.5, 4], fill: '#1b1b1b' },
        { ellipse: [42, 62, 2.5, 4], fill: '#1b1b1b' },
        { ellipse: [58, 62, 2.5, 4], fill: '#1b1b1b' },
      ],
    },
    emblemSymbol('fructe-de-aur', 'clopotel'),
    emblemSymbol('fructe-de-aur', 'stea'),
  ],
  paytable: {
    cirese: { 1: 1, 2: 4, 3: 20 },
    lamaie: { 3: 20 },
    portocala: { 3: 20 },
    struguri: { 3: 25 },
    pepene: { 3: 35 },
    clopotel: { 3: 75 },
    stea: { 3: 200 },
  },
  stakes: [5, 10, 25, 50],
  startingCredits: 1000,
}
