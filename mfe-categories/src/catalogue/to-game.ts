import type { Game, GameEntry } from './types'

/** A content entry as the pages read it: the page address defaults to the id. */
export function toGame(entry: GameEntry): Game {
  return { ...entry, slug: entry.slug ?? entry.id }
}
