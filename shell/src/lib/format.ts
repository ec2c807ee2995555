const integer = new Intl.NumberFormat('ro-RO')
const oneDecimal = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 15420 → "15.420" (ro-RO groups thousands with a dot; plain 4-digit numbers get one too). */
export function formatCount(value: number): string {
  return integer.format(value)
}

/** 4.8 → "4,8" */
export function formatRating(value: number): string {
  return oneDecimal.format(value)
}
