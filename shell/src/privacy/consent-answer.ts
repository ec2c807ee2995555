import { CONSENT_KEY, CONSENT_MAX_AGE_MONTHS, type ConsentPurpose } from './storage-registry'

/** The visitor's choice, purpose by purpose. */
export type ConsentChoices = Record<ConsentPurpose, boolean>

/** The choice as kept: the one thing the site stores without asking. */
export interface ConsentAnswer extends ConsentChoices {
  /** When it was given (ms since the epoch); it lapses `CONSENT_MAX_AGE_MONTHS` later. */
  answeredAt: number
}

export { CONSENT_KEY }

export const allGranted: ConsentChoices = { measurement: true, trials: true }
export const allRefused: ConsentChoices = { measurement: false, trials: false }

/** The moment an answer given at `answeredAt` lapses: the same day, six calendar months on. */
export function consentLapsesAt(answeredAt: number): number {
  const date = new Date(answeredAt)
  date.setMonth(date.getMonth() + CONSENT_MAX_AGE_MONTHS)
  return date.getTime()
}

export function serializeConsentAnswer(answer: ConsentAnswer): string {
  const { measurement, trials, answeredAt } = answer
  return JSON.stringify({ measurement, trials, answeredAt })
}

/**
 * The stored answer, or null when the visitor is to be asked: nothing stored, anything malformed,
 * an answer dated in the future (the clock was moved) or one that has lapsed.
 */
export function parseConsentAnswer(raw: string | null, now: number): ConsentAnswer | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { measurement, trials, answeredAt } = value as Record<string, unknown>
  if (typeof measurement !== 'boolean' || typeof trials !== 'boolean') return null
  if (typeof answeredAt !== 'number' || !Number.isFinite(answeredAt)) return null
  if (answeredAt > now || consentLapsesAt(answeredAt) <= now) return null
  return { measurement, trials, answeredAt }
}
