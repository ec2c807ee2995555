import type { HouseGame } from '../../src/features/house-games/engine/types'

/** Every combination of reel stops that shares a line win and a scatter count, and how many there are. */
export interface OutcomeClass {
  /** Sum of the line wins, in line bets. */
  lineWin: number
  scatters: number
  /** How many of the `cycle` equally likely stop combinations give this class. */
  count: number
}

export interface Enumeration {
  /** The number of stop combinations: the product of the strip lengths. */
  cycle: number
  classes: OutcomeClass[]
}

const SCATTER_SLOTS = 32

/**
 * Visits every combination of reel stops once (the product of the strip lengths) and counts the
 * line win and scatters of each. Lines are evaluated incrementally reel by reel, dropping a line
 * as soon as its run breaks, so the cost is about one step per combination and live line. The rule
 * is the engine's `linePay`, restated on integer ids for speed; tests hold the two together.
 */
export function enumerate(game: HouseGame): Enumeration {
  const ids = new Map(game.symbols.map((symbol, index) => [symbol.id, index]))
  const id = (symbol: string) => {
    const index = ids.get(symbol)
    if (index === undefined) throw new Error(`${game.id}: unknown symbol "${symbol}"`)
    return index
  }
  const reelCount = game.reels.length
  const rows = game.rows
  const wild = game.wild === undefined ? -2 : id(game.wild)
  const scatter = game.scatter === undefined ? -3 : id(game.scatter.symbol)
  const lines = game.paylines
  const lineCount = lines.length
  if (rows * reelCount >= SCATTER_SLOTS) throw new Error(`${game.id}: window too large`)

  // pays[symbol * (reelCount + 1) + count], in line bets
  const pays = new Float64Array(game.symbols.length * (reelCount + 1))
  let largestPay = 0
  for (const [symbol, table] of Object.entries(game.paytable)) {
    for (const [count, pay] of Object.entries(table)) {
      pays[id(symbol) * (reelCount + 1) + Number(count)] = pay ?? 0
      largestPay = Math.max(largestPay, pay ?? 0)
    }
  }
  const payOf = (symbol: number, count: number) => (symbol < 0 ? 0 : pays[symbol * (reelCount + 1) + count]!)

  // For each reel and stop: the symbol each line crosses, and the scatters in the window.
  const strips = game.reels.map((strip) => strip.map(id))
  const lineSymbol = strips.map((strip, reel) => {
    const table = new Int32Array(strip.length * lineCount)
    for (let stop = 0; stop < strip.length; stop++) {
      for (let line = 0; line < lineCount; line++) {
        table[stop * lineCount + line] = strip[(stop + lines[line]![reel]!) % strip.length]!
      }
    }
    return table
  })
  const scattersAt = strips.map((strip) =>
    Int32Array.from(strip, (_, stop) => {
      let count = 0
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === scatter) count++
      return count
    }),
  )

  // Per depth: which lines are still running, the symbol each pays (-1 while only wilds), its leading wilds.
  const live = strips.map(() => new Int32Array(lineCount))
  const base = strips.map(() => new Int32Array(lineCount))
  const wilds = strips.map(() => new Int32Array(lineCount))
  const liveCount = new Int32Array(reelCount + 1)
  const maxWin = largestPay * lineCount
  const counts = new Float64Array((maxWin + 1) * SCATTER_SLOTS)

  const settle = (symbol: number, leadingWilds: number, length: number) =>
    Math.max(payOf(symbol, length), leadingWilds > 0 ? payOf(wild, leadingWilds) : 0)

  const visit = (reel: number, settled: number, scatters: number) => {
    const strip = strips[reel]!
    const symbols = lineSymbol[reel]!
    const last = reel === reelCount - 1
    for (let stop = 0; stop < strip.length; stop++) {
      let win = settled
      let running = 0
      const offset = stop * lineCount
      const seen = scatters + scattersAt[reel]![stop]!
      if (reel === 0) {
        for (let line = 0; line < lineCount; line++) {
          const symbol = symbols[offset + line]!
          if (symbol === scatter) continue
          live[0]![running] = line
          base[0]![running] = symbol === wild ? -1 : symbol
          wilds[0]![running] = symbol === wild ? 1 : 0
          running++
        }
      } else {
        const from = reel - 1
        for (let index = 0; index < liveCount[from]!; index++) {
          const line = live[from]![index]!
          const symbol = symbols[offset + line]!
          let paying = base[from]![index]!
          let leadingWilds = wilds[from]![index]!
          if (symbol === wild) {
            if (paying === -1) leadingWilds++
          } else if (symbol !== scatter && (paying === -1 || symbol === paying)) {
            paying = symbol
          } else {
            win += settle(paying, leadingWilds, reel)
            continue
          }
          live[reel]![running] = line
          base[reel]![running] = paying
          wilds[reel]![running] = leadingWilds
          running++
        }
      }
      if (last) {
        for (let index = 0; index < running; index++) {
          win += settle(base[reel]![index]!, wilds[reel]![index]!, reelCount)
        }
        counts[win * SCATTER_SLOTS + seen]!++
      } else {
        liveCount[reel] = running
        visit(reel + 1, win, seen)
      }
    }
  }
  visit(0, 0, 0)

  const classes: OutcomeClass[] = []
  counts.forEach((count, key) => {
    if (count > 0)
      classes.push({ lineWin: Math.floor(key / SCATTER_SLOTS), scatters: key % SCATTER_SLOTS, count })
  })
  const cycle = strips.reduce((product, strip) => product * strip.length, 1)
  return { cycle, classes }
}
