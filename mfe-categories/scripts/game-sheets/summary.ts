import type { MathSheet } from '../../src/features/house-games/sheets/types'

/** What a house game's card says about it: its shape and its RTP, from its math sheet. */
export type SheetSummary = Pick<MathSheet, 'id' | 'name' | 'reels' | 'rows' | 'lines'> & { rtp: number }

export function summaryOf(sheet: MathSheet): SheetSummary {
  const { id, name, reels, rows, lines } = sheet
  return { id, name, reels, rows, lines, rtp: sheet.rtp.value }
}
