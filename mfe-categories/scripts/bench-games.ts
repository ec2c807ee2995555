import { cryptoSource } from '../src/features/house-games/engine/random'
import { initialPlayState, spin } from '../src/features/house-games/engine/spin'
import type { HouseGame } from '../src/features/house-games/engine/types'
import { houseGames } from '../src/features/house-games/games/all'
import { mathSheets } from '../src/features/house-games/sheets/all'

// Plays each house game through the engine with the browser's CSPRNG and compares what it paid with
// the exact figures of its math sheet: a check of the engine against the mathematics, not a test.
// `PAID_SPINS=…` changes the number of paid spins per game (default one million).

const Z_99 = 2.5758293035489004
const paidSpins = Number(globalThis.process?.env.PAID_SPINS ?? 1_000_000)

function play(game: HouseGame) {
  const rng = cryptoSource()
  let returned = 0
  let returnedSquared = 0
  let hits = 0
  let freeSpins = 0
  const started = performance.now()
  for (let round = 0; round < paidSpins; round++) {
    let { outcome, state } = spin(game, rng, initialPlayState)
    let win = outcome.win
    if (outcome.win > 0 || outcome.freeSpinsAwarded > 0) hits++
    while (state.freeSpinsLeft > 0) {
      ;({ outcome, state } = spin(game, rng, state))
      win += outcome.win
      freeSpins++
    }
    const perStake = win / game.paylines.length
    returned += perStake
    returnedSquared += perStake * perStake
  }
  const seconds = (performance.now() - started) / 1000
  return { returned, returnedSquared, hits, freeSpins, seconds }
}

/** Wilson's interval for a proportion: right also near 0 and 1, where the normal one is not. */
function wilson(successes: number, trials: number): [number, number] {
  const p = successes / trials
  const z2 = Z_99 * Z_99
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
  const half = (Z_99 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials)
  return [centre - half, centre + half]
}

const percent = (value: number) => `${(value * 100).toFixed(3)} %`
const range = ([low, high]: [number, number]) => `[${percent(low)}, ${percent(high)}]`
const verdict = (exact: number, [low, high]: [number, number]) =>
  low <= exact && exact <= high ? 'contains exact' : 'MISSES exact'

let misses = 0
console.log(
  `${paidSpins.toLocaleString('en')} paid spins per game (free spins they start played on top); 99 % intervals\n`,
)
for (const game of houseGames) {
  const sheet = mathSheets[game.id]!
  const run = play(game)
  const mean = run.returned / paidSpins
  const sd = Math.sqrt((run.returnedSquared - paidSpins * mean * mean) / (paidSpins - 1))
  const rtpInterval: [number, number] = [
    mean - (Z_99 * sd) / Math.sqrt(paidSpins),
    mean + (Z_99 * sd) / Math.sqrt(paidSpins),
  ]
  const hitInterval = wilson(run.hits, paidSpins)
  misses += [verdict(sheet.rtp.value, rtpInterval), verdict(sheet.hitFrequency.value, hitInterval)].filter(
    (v) => v.startsWith('MISSES'),
  ).length
  const spinsPerSecond = (paidSpins + run.freeSpins) / run.seconds
  console.log(game.name)
  console.log(
    `  RTP  ${percent(mean)} ${range(rtpInterval)}  exact ${percent(sheet.rtp.value)}  ${verdict(sheet.rtp.value, rtpInterval)}`,
  )
  console.log(
    `  hit  ${percent(run.hits / paidSpins)} ${range(hitInterval)}  exact ${percent(sheet.hitFrequency.value)}  ${verdict(sheet.hitFrequency.value, hitInterval)}`,
  )
  console.log(`  σ    ${sd.toFixed(3)} stakes (exact ${sheet.standardDeviation.toFixed(3)})`)
  console.log(
    `  ${Math.round(spinsPerSecond).toLocaleString('en')} spins/s (${run.freeSpins.toLocaleString('en')} free spins, ${run.seconds.toFixed(1)} s)\n`,
  )
}
// With six 99 % intervals, one miss in about 17 runs is chance alone; say so rather than fail.
if (misses > 0)
  console.log(`${misses} interval(s) missed the exact value: expected about 6 % of runs; run again.`)
