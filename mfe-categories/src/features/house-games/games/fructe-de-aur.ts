import type { HouseGame } from '../engine/types'
import { identityOf } from '../../house-game-listing/listing'
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
    { id: 'cirese', name: 'Cireșe', glyph: '🍒' },
    { id: 'lamaie', name: 'Lămâie', glyph: '🍋' },
    { id: 'portocala', name: 'Portocală', glyph: '🍊' },
    { id: 'struguri', name: 'Struguri', glyph: '🍇' },
    { id: 'pepene', name: 'Pepene', glyph: '🍉' },
    { id: 'clopotel', name: 'Clopoțel', glyph: '🔔' },
    { id: 'stea', name: 'Stea de aur', glyph: '⭐' },
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
