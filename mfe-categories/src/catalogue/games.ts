import { toGame } from './to-game'
import type { Game, GameEntry } from './types'

/*
 * The real catalogue: one JSON file per game in content/games, which a content editor extends
 * without touching components. The build checks every file against the schema (schema.ts) and
 * stops with the game and the field at fault, so what arrives here is already valid.
 * Figures are the public ones; where none is published the field is left out. Ratings are this
 * site's editorial figures; a count of players is kept only with its source (`players.source`), and
 * no game has one (docs/decisions/0003-only-figures-with-a-source.md).
 */
const files = import.meta.glob<GameEntry>('../../content/games/*.json', { eager: true, import: 'default' })

export const realGames: readonly Game[] = Object.values(files).map(toGame)
