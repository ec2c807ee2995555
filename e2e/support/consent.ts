import type { BrowserContext } from '@playwright/test'
import {
  CONSENT_KEY,
  serializeConsentAnswer,
  type ConsentChoices,
} from 'shell/tooling/privacy/consent-answer'
import { storeBeforeLoad } from './stored'

export const everything: ConsentChoices = { measurement: true, trials: true }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A visitor who answered the consent prompt with `choices` yesterday, kept as the site keeps it, from
 * the first page on: what a returning visitor's browser holds. Dated a day back so a page clock
 * installed at the test's start still finds the answer in its past. Written only when absent, so a
 * test that changes the answer keeps its change.
 */
export async function answeredConsent(context: BrowserContext, choices: ConsentChoices = everything) {
  const value = serializeConsentAnswer({ ...choices, answeredAt: Date.now() - DAY_MS })
  await storeBeforeLoad(context, { [CONSENT_KEY]: value }, 'unless stored')
}
