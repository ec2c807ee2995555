import type { StateCreator } from 'zustand'
import { pushConsentCommand, consentModeState, type GtagDataLayer } from '../privacy/consent-mode'
import {
  CONSENT_KEY,
  serializeConsentAnswer,
  type ConsentAnswer,
  type ConsentChoices,
} from '../privacy/consent-answer'
import { storageKeys } from '../privacy/storage-registry'
import type { MeasurementGate } from './measurement-gate'
import type { KeyValueStorage } from './safe-storage'

/** What the consent prompt shows: nothing, its first layer, or the purposes one by one. */
export type ConsentPrompt = 'closed' | 'choices' | 'settings'

export interface ConsentSlice {
  /** The visitor's answer, while it holds; null until they answer (or once it has lapsed). */
  consentAnswer: ConsentAnswer | null
  consentPrompt: ConsentPrompt
  /** Keeps the answer, tells the data layer (Consent Mode `update`) and applies it at once. */
  answerConsent: (choices: ConsentChoices) => void
  /** Shows the purposes one by one (the prompt's "Setări", the footer's control). */
  showConsentSettings: () => void
}

export interface ConsentDeps {
  storage: KeyValueStorage
  consentMode: () => GtagDataLayer
  gate: MeasurementGate
  now: () => number
}

/**
 * Starts neutral (no answer, the prompt asking): that is what a composed page was rendered with (its
 * prompt hidden before the app runs from a visitor whose answer holds: `boot/inline/consent.ts`); the
 * store applies the stored answer right after it is created (see `index.ts`).
 */
export function createConsentSlice({
  storage,
  consentMode,
  gate,
  now,
}: ConsentDeps): StateCreator<ConsentSlice> {
  return (set) => ({
    consentAnswer: null,
    consentPrompt: 'choices',
    answerConsent: (choices) => {
      const answer: ConsentAnswer = { ...choices, answeredAt: now() }
      storage.setItem(CONSENT_KEY, serializeConsentAnswer(answer))
      // Consent to trials withdrawn: the visitor id goes with it (a later load gives them stable).
      if (!choices.trials) storage.removeItem?.(storageKeys.canaryVisitor.key)
      pushConsentCommand(consentMode(), 'update', consentModeState(choices))
      gate.decide(choices.measurement)
      set({ consentAnswer: answer, consentPrompt: 'closed' })
    },
    showConsentSettings: () => set({ consentPrompt: 'settings' }),
  })
}
