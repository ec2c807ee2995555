import { z } from 'zod'
import type { HouseGame } from './types'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Romanian writes ș and ț with a comma below; the cedilla look-alikes are a typing mistake. */
const CEDILLA_LETTERS = /[\u015E\u015F\u0162\u0163]/
const romanian = z
  .string()
  .min(1)
  .refine((text) => !CEDILLA_LETTERS.test(text), 'writes \u015f/\u0163 with a cedilla')
const whole = z.number().int().nonnegative()
/** Pays by count; whole numbers, so that every win is a whole number of line bets. */
const pays = z.record(z.string().regex(/^[1-9]\d*$/), whole)

const colour = z.union([z.string().regex(/^#(?:[0-9a-f]{3}){1,2}$/i), z.literal('none')])
const paint = {
  fill: colour.optional(),
  stroke: colour.optional(),
  strokeWidth: z.number().positive().optional(),
}
const coordinate = z.number().min(0).max(100)
/** A symbol's picture: shapes on a 100 × 100 view box; paths in SVG's path syntax, numbers and commands only. */
const picture = z
  .array(
    z.union([
      z.strictObject({ ...paint, path: z.string().regex(/^[MLHVCSQTAZmlhvcsqtaz0-9.,\s-]+$/) }),
      z.strictObject({ ...paint, circle: z.tuple([coordinate, coordinate, z.number().positive()]) }),
      z.strictObject({
        ...paint,
        ellipse: z.tuple([coordinate, coordinate, z.number().positive(), z.number().positive()]),
      }),
      z.strictObject({
        ...paint,
        rect: z.tuple([
          coordinate,
          coordinate,
          z.number().positive(),
          z.number().positive(),
          z.number().min(0),
        ]),
      }),
    ]),
  )
  .min(1)

/** The shape of a house game, and the rules that tie its parts together. */
export const houseGameSchema = z
  .strictObject({
    id: z.string().regex(SLUG),
    name: romanian,
    description: romanian,
    volatility: z.enum(['low', 'medium', 'high']),
    rows: z.number().int().min(1),
    reels: z.array(z.array(z.string()).min(1)).min(1),
    paylines: z.array(z.array(whole)).min(1),
    symbols: z.array(z.strictObject({ id: z.string().regex(SLUG), name: romanian, picture })),
    paytable: z.record(z.string(), pays),
    wild: z.string().optional(),
    scatter: z.strictObject({ symbol: z.string(), pays, freeSpins: pays }).optional(),
    freeSpins: z.strictObject({ multiplier: z.number().int().min(1), retrigger: z.boolean() }).optional(),
    stakes: z.array(z.number().int().positive()).min(1),
    startingCredits: z.number().int().positive(),
  })
  .superRefine((game, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message })
    const known = new Set(game.symbols.map((symbol) => symbol.id))
    if (known.size !== game.symbols.length) problem('a symbol id is listed twice')
    const unknown = (id: string | undefined) => id !== undefined && !known.has(id)
    game.reels.forEach((strip, reel) => {
      if (strip.length < game.rows) problem(`reel ${reel + 1} is shorter than the window`)
      for (const symbol of strip)
        if (unknown(symbol)) problem(`reel ${reel + 1} has unknown symbol "${symbol}"`)
    })
    game.paylines.forEach((line, index) => {
      if (line.length !== game.reels.length) problem(`line ${index + 1} does not cross every reel`)
      if (line.some((row) => row >= game.rows)) problem(`line ${index + 1} leaves the window`)
    })
    const lineKeys = game.paylines.map((line) => line.join())
    if (new Set(lineKeys).size !== lineKeys.length) problem('two paylines are the same')
    for (const [symbol, table] of Object.entries(game.paytable)) {
      if (unknown(symbol)) problem(`the paytable names unknown symbol "${symbol}"`)
      if (symbol === game.scatter?.symbol) problem('the scatter pays anywhere, not on lines')
      if (Object.keys(table).some((count) => Number(count) > game.reels.length))
        problem(`${symbol} pays more of a kind than there are reels`)
    }
    if (unknown(game.wild) || unknown(game.scatter?.symbol))
      problem('the wild or the scatter is not a symbol')
    if (game.wild !== undefined && game.wild === game.scatter?.symbol)
      problem('the wild cannot be the scatter')
    if (Boolean(game.freeSpins) !== Object.keys(game.scatter?.freeSpins ?? {}).length > 0) {
      problem('free spins need both the scatter counts that start them and their rule')
    }
    for (const stake of game.stakes) {
      if (stake % game.paylines.length !== 0)
        problem(`stake ${stake} is not a whole number of credits per line`)
    }
    if (game.startingCredits < Math.min(...game.stakes)) problem('the starting credits do not cover one spin')
  })

/** The problems of a game's data, one line each; empty when it is sound. */
export function problemsOf(game: HouseGame): string[] {
  const result = houseGameSchema.safeParse(game)
  return result.success
    ? []
    : result.error.issues.map((issue) =>
        `${game.id}: ${issue.path.join('.')} ${issue.message}`.replace(':  ', ': '),
      )
}
