import type { HouseGame } from '../engine/types'
import { comorileCarpatilor } from './comorile-carpatilor'
import { fructeDeAur } from './fructe-de-aur'
import { noapteaDeSanziene } from './noaptea-de-sanziene'

/** The house games, from the calmest to the most volatile. */
export const houseGames = [fructeDeAur, comorileCarpatilor, noapteaDeSanziene] as const

export function houseGameById(id: string): HouseGame | undefined {
  return houseGames.find((game) => game.id === id)
}
