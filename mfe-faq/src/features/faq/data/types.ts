/** One question of an FAQ. `id` is stable: analytics and anchors refer to it, so never reword it. */
export interface FaqItem {
  readonly id: string
  readonly question: string
  /** Plain text: the same string is shown in the accordion and sent in the FAQPage JSON-LD. */
  readonly answer: string
}
