import type { MathSheet } from '../math/sheet'

/** What a house game's card says about it: its shape and its RTP, from its math sheet. */
export type SheetSummary = Pick<MathSheet, 'id' | 'name' | 'reels' | 'rows' | 'lines'> & { rtp: number }

export function summaryOf(sheet: MathSheet): SheetSummary {
  const { id, name, reels, rows, lines } = sheet
  return { id, name, reels, rows, lines, rtp: sheet.rtp.value }
}
