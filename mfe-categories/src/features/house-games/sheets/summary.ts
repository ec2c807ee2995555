import type { MathSheet } from '../math/sheet'

/** What a house game's card says about it: its shape and its RTP, from its math sheet. */
export type SheetSummary = Pick<MathSheet, 'id' | 'reels' | 'rows' | 'lines'> & { rtp: number }

export function summaryOf(sheet: MathSheet): SheetSummary {
  return { id: sheet.id, reels: sheet.reels, rows: sheet.rows, lines: sheet.lines, rtp: sheet.rtp.value }
}
