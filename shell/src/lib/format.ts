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

const plural = new Intl.PluralRules('ro-RO')

/**
 * Romanian counted nouns: 1 rezultat, 2–19 rezultate, 20 de rezultate, 101 rezultate, 120 de rezultate.
 * Intl's "other" category is exactly the set that takes "de".
 */
export function formatCounted(count: number, one: string, many: string): string {
  const category = plural.select(count)
  const noun = category === 'one' ? one : category === 'few' ? many : `de ${many}`
  return `${formatCount(count)} ${noun}`
}
