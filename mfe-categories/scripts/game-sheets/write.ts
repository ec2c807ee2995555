import { writeFileSync } from 'node:fs'
import { problemsOf } from '../../src/features/house-games/engine/schema'
import { houseGames } from '../../src/features/house-games/games/all'
import type { MathSheet } from '../../src/features/house-games/sheets/types'
import { mathSheet } from './sheet'
import { summaryOf } from './summary'

const sheetsDir = new URL('../../src/features/house-games/sheets/', import.meta.url)
const listingDir = new URL('../../src/features/house-game-listing/', import.meta.url)
const sheets: MathSheet[] = []

// Writes each house game's math sheet next to the games, from their data alone, and the summary
// the pages that list the games read (so that they do not load the sheets).
for (const game of houseGames) {
  const problems = problemsOf(game)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const started = performance.now()
  const sheet = mathSheet(game)
  sheets.push(sheet)
  writeFileSync(new URL(`${game.id}.json`, sheetsDir), `${JSON.stringify(sheet, null, 2)}\n`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${game.id}: RTP ${(sheet.rtp.value * 100).toFixed(4)} %, hit ${(sheet.hitFrequency.value * 100).toFixed(2)} %, ` +
      `σ ${sheet.standardDeviation.toFixed(3)} stakes (${seconds} s)`,
  )
}
writeFileSync(new URL('summaries.json', listingDir), `${JSON.stringify(sheets.map(summaryOf), null, 2)}\n`)
