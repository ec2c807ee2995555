import type { MathSheet } from './types'
import comorileCarpatilor from './comorile-carpatilor.json'
import fructeDeAur from './fructe-de-aur.json'
import noapteaDeSanziene from './noaptea-de-sanziene.json'

/** The committed math sheets by game id, written by `pnpm --filter mfe-categories sheets:games`. */
export const mathSheets: Readonly<Record<string, MathSheet>> = {
  [fructeDeAur.id]: fructeDeAur as MathSheet,
  [comorileCarpatilor.id]: comorileCarpatilor as MathSheet,
  [noapteaDeSanziene.id]: noapteaDeSanziene as MathSheet,
}
