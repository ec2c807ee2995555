/* Zero-width characters, bidi controls and other invisibles: they must not break a match. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g
const COMBINING_MARKS = /\p{M}/gu

/**
 * Folds text for matching: no diacritics (ă→a, ș→s, and the cedilla s too), lowercase, invisible
 * characters removed, runs of whitespace collapsed. "Păcănele" and "pacanele" become the same.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Turns a label into a URL value: "EGT Interactive" → "egt-interactive", "Play'n GO" → "playn-go". */
export function slugify(value: string): string {
  return foldText(value)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
