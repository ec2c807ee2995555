import { formatCounted } from 'shell/lib/format'
import { percent, volatilityLabel, volatilityMeaning } from '../../house-game-listing/describe'
import type { HouseGame } from '../engine/types'
import type { Horizon, MathSheet } from '../sheets/types'
import { credits, freeSpinsCount, spinsCount } from '../ui/format'

/*
 * What the "Cum funcționează" panel says, as plain Romanian sentences built from the game's data and
 * its math sheet: nothing here is written by hand about a figure, so a changed game changes the text.
 */

const twoDecimals = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const oneDecimal = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** A chance, to one decimal; below what one decimal shows, said so rather than rounded to nothing. */
export const chance = (share: number) => (share < 0.0005 ? 'sub 0,1%' : `${oneDecimal.format(share * 100)}%`)

/** "1,92 mize": a figure in stakes with decimals (Romanian puts no "de" before a decimal). */
const stakesDecimal = (value: number) => `${twoDecimals.format(value)} mize`

export const stakesCount = (count: number) => formatCounted(count, 'miză', 'mize')

/** "o dată la aproximativ 153 de rotiri" */
function oncePer(probability: number): string {
  return `o dată la aproximativ ${spinsCount(Math.round(1 / probability))}`
}

/** The figures of the panel's summary, as label and text. */
export function keyFigures(game: HouseGame, sheet: MathSheet): Array<[label: string, value: string]> {
  const figures: Array<[string, string]> = [
    [
      'Role și rânduri',
      `${formatCounted(sheet.reels, 'rolă', 'role')}, ${formatCounted(sheet.rows, 'rând', 'rânduri')}`,
    ],
    ['Linii', formatCounted(sheet.lines, 'linie', 'linii')],
    ['RTP', percent(sheet.rtp.value)],
    [
      'Frecvența câștigurilor',
      `${percent(sheet.hitFrequency.value)} din rotiri aduc un câștig${sheet.freeSpins ? ' sau rotiri gratuite' : ''} (uneori mai mic decât miza)`,
    ],
    [
      'Volatilitate',
      `${volatilityLabel(game.volatility)}: ${volatilityMeaning[game.volatility]} (abaterea standard a unei rotiri: ${stakesDecimal(sheet.standardDeviation)})`,
    ],
    [
      'Cel mai mare câștig al unei rotiri',
      `${stakesCount(sheet.largestSpinWin)}${sheet.freeSpins ? ', fără rotirile gratuite pe care le pornește' : ''}`,
    ],
  ]
  if (sheet.freeSpins) figures.push(['Rotiri gratuite', freeSpinsSummary(sheet.freeSpins)])
  return figures
}

function freeSpinsSummary({
  chance: start,
  spinsPerStart,
  valuePerStart,
}: NonNullable<MathSheet['freeSpins']>) {
  return (
    `pornesc ${oncePer(start.value)} (${percent(start.value)}); o serie are în medie ` +
    `${freeSpinsCount(Math.round(spinsPerStart.value))} și aduce în medie ${stakesCount(Math.round(valuePerStart.value))}`
  )
}

/** How line pays are read, with the smallest stake as the example. */
export function paytableIntro(game: HouseGame): string {
  const lines = game.paylines.length
  const stake = game.stakes[0]!
  return (
    `Câștigurile din tabel sunt în mize pe linie: miza unei rotiri se împarte egal pe cele ` +
    `${formatCounted(lines, 'linie', 'linii')}, așa că la miza de ${credits(stake)} o miză pe linie ` +
    `înseamnă ${credits(stake / lines)}. O combinație se citește pe linie de la stânga la dreapta, ` +
    `începând cu prima rolă; pe fiecare linie se plătește doar cea mai bună combinație, iar câștigurile ` +
    `de pe linii diferite se adună.`
  )
}

const nameOf = (game: HouseGame, id: string) => game.symbols.find((symbol) => symbol.id === id)!.name

/** The wild's, the scatter's and the free spins' rules, one sentence each; none for a game without them. */
export function specialRules(game: HouseGame): string[] {
  const rules: string[] = []
  const scatter = game.scatter
  if (game.wild) {
    const except = scatter ? `, în afară de ${nameOf(game, scatter.symbol)},` : ''
    rules.push(
      `${nameOf(game, game.wild)} ține locul oricărui simbol${except} pe linie și are și plăți proprii în tabel.`,
    )
  }
  if (scatter) {
    const pays = Object.entries(scatter.pays)
      .map(
        ([count, pay]) =>
          `${count} plătesc ${pay === 1 ? 'cât miza' : `de ${formatCounted(pay!, 'dată', 'ori')} miza`}`,
      )
      .join(', ')
    rules.push(
      `${nameOf(game, scatter.symbol)} plătește oriunde ar apărea pe role, socotit din miza întregii rotiri: ${pays}.`,
    )
  }
  if (scatter && game.freeSpins) {
    const starts = Object.entries(scatter.freeSpins)
      .map(([count, spins]) => `${count} aduc ${freeSpinsCount(spins!)}`)
      .join(', ')
    const retrigger = game.freeSpins.retrigger
      ? ' Cele apărute în timpul lor aduc altele, după aceeași regulă.'
      : ''
    rules.push(
      `Tot ${nameOf(game, scatter.symbol)} pornește rotirile gratuite: ${starts}, jucate cu miza rotirii care ` +
        `le-a pornit, iar câștigurile lor se înmulțesc cu ${game.freeSpins.multiplier}.${retrigger}`,
    )
  }
  return rules
}

/** What the RTP means in the long run, in one sentence. */
export function rtpMeaning(sheet: MathSheet): string {
  const back = twoDecimals.format(sheet.rtp.value * 100)
  return (
    `RTP-ul (procentul returnat jucătorului) de ${percent(sheet.rtp.value)} înseamnă că, pe termen foarte ` +
    `lung, jocul dă înapoi în medie ${back} credite din fiecare 100 puse în joc. Pe termen scurt ` +
    `rezultatul variază mult de la o sesiune la alta. Iată ce înseamnă, calculat exact din regulile jocului, ` +
    `la miza cea mai mică:`
  )
}

/** One horizon, plainly: what goes in, what is expected to be lost, and the chance of ending ahead. */
export function horizonSentence(horizon: Horizon, stake: number): string {
  const loss = Math.round(-horizon.expectedNet.value * stake)
  return (
    `${spinsCount(horizon.spins)} cu miza de ${credits(stake)}: pui în joc ${credits(horizon.spins * stake)}; ` +
    `în medie pierzi aproximativ ${credits(loss)}, iar șansa să termini pe plus este de ${chance(horizon.chanceAhead)}.`
  )
}

/** What holds over every horizon: the expected loss grows; and, when it does, that the chance falls. */
export function horizonsConclusion(horizons: readonly Horizon[]): string {
  const falling = horizons.every(
    (horizon, index) => index === 0 || horizon.chanceAhead < horizons[index - 1]!.chanceAhead,
  )
  return (
    'Pierderea așteptată crește cu fiecare rotire, oricum ai juca' +
    (falling ? ', iar șansa să termini pe plus scade cu cât joci mai mult.' : '.') +
    ' Fiecare rotire este independentă: rotirile de până acum nu o schimbă pe următoarea.'
  )
}
