import { z } from 'zod'
import { toGame } from './to-game'
import { gameFeatures, gameThemes, providers, volatilities, type Game, type GameEntry } from './types'

/** Lowercase ASCII words joined by hyphens: safe in a URL and as a storage key. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Romanian writes ș and ț with a comma below; the cedilla look-alikes (U+015F, U+0163) are a typing mistake. */
const CEDILLA_LETTERS = /[\u015E\u015F\u0162\u0163]/

const slug = z.string().regex(SLUG, 'must be lowercase letters, digits and hyphens (e.g. "book-of-ra")')

const romanianText = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `must have at least ${min} characters`)
    .refine(
      (text) => !CEDILLA_LETTERS.test(text),
      'uses \u015f/\u0163 with a cedilla; write ș/ț (comma below)',
    )

const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' })

/**
 * A figure a visitor reads as a fact (a count of players) exists here only with its source: who
 * published it, where, and when it was read. A bare number is refused, naming the field.
 */
const sourcedFigure = z.strictObject(
  {
    value: z.number().int('must be a whole number').nonnegative('must not be negative'),
    source: z.strictObject({
      name: romanianText(2),
      url: httpsUrl,
      retrieved: z.iso.date('must be the date it was read, YYYY-MM-DD'),
    }),
  },
  {
    error: 'must be { value, source: { name, url, retrieved } }: a figure shown to visitors needs its source',
  },
)

/** One content file, content/games/<id>.json. Unknown keys are refused: a typo must not pass silently. */
export const gameEntrySchema = z.strictObject({
  id: slug,
  slug: slug.optional(),
  title: romanianText(1).max(60, 'must have at most 60 characters'),
  provider: z.enum(providers, { error: `must be one of the known studios: ${providers.join(', ')}` }),
  theme: z.enum(gameThemes, { error: `must be one of: ${gameThemes.join(', ')}` }),
  family: slug.optional(),
  rating: z
    .number()
    .min(0, 'must be between 0 and 5')
    .max(5, 'must be between 0 and 5')
    .refine(oneDecimal, 'must have at most one decimal (e.g. 4.7)'),
  players: sourcedFigure.optional(),
  features: z
    .array(z.enum(gameFeatures, { error: `must be one of the known features: ${gameFeatures.join(', ')}` }))
    .min(1, 'must list at least one feature')
    .refine((list) => new Set(list).size === list.length, 'lists a feature twice'),
  description: romanianText(40),
  about: z.array(romanianText(80)).min(1, 'must have at least one paragraph'),
  rtp: z.number().min(80, 'must be between 80 and 99.9').max(99.9, 'must be between 80 and 99.9').optional(),
  volatility: z.enum(volatilities, { error: `must be one of: ${volatilities.join(', ')}` }).optional(),
  reels: romanianText(1).optional(),
  maxWin: z
    .string()
    .regex(/^\d+x( \+ jackpot)?$/, 'must be a multiple of the stake, e.g. "5000x" or "300x + jackpot"')
    .optional(),
  year: z.number().int('must be a whole year').min(1990).max(2100).optional(),
  imageUrl: httpsUrl.optional(),
  demoUrl: httpsUrl.optional(),
  hasFreeDemo: z.boolean(),
  bookMechanic: z.boolean().optional(),
}) satisfies z.ZodType<GameEntry>

export interface ContentFile {
  /** Where the entry came from, for the message: "content/games/book-of-ra.json". */
  file: string
  data: unknown
}

export interface CatalogueCheck {
  games: Game[]
  /** One line per problem, naming the file, the game and the field. Empty when all is well. */
  problems: string[]
}

/**
 * Validates every content file, then what no single file can show: unique ids and slugs, each file
 * named after its game, each game listed by at least one category page.
 */
export function checkCatalogue(
  files: readonly ContentFile[],
  categoriesOf: (game: Game) => readonly string[],
): CatalogueCheck {
  const problems: string[] = []
  const games: Game[] = []
  for (const { file, data } of files) {
    const parsed = gameEntrySchema.safeParse(data)
    const name = describe(file, data)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${name}: ${issue.path.join('.') || '(entry)'} ${issue.message}`)
      }
      continue
    }
    const game = toGame(parsed.data)
    if (!file.endsWith(`/${game.id}.json`) && file !== `${game.id}.json`) {
      problems.push(`${name}: id must match the file name (${game.id}.json)`)
    }
    if (categoriesOf(game).length === 0) {
      problems.push(`${name}: features/provider put the game on no category page; it would be unreachable`)
    }
    games.push(game)
  }
  for (const key of ['id', 'slug', 'title'] as const) {
    const seen = new Map<string, string>()
    for (const game of games) {
      const value = game[key].toLowerCase()
      const first = seen.get(value)
      if (first) problems.push(`${game.id}: ${key} "${game[key]}" is already used by ${first}`)
      else seen.set(value, game.id)
    }
  }
  return { games, problems }
}

function describe(file: string, data: unknown): string {
  const id = typeof data === 'object' && data !== null && 'id' in data ? String(data.id) : undefined
  return id ? `${file} (${id})` : file
}
