/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts):
 * whether the consent prompt shows on the first paint. Every composed page carries the prompt, an
 * island that comes alive when wanted (decision 0115); a visitor whose answer holds is not asked
 * again, so it shows only to one with none (`CONSENT_QUESTION_ATTRIBUTE` on `<html>`, read by
 * index.css) until the app takes it over. Without JavaScript nothing is stored or sent, so nothing
 * is asked: no script sets the mark, and the prompt stays hidden.
 */
import { CONSENT_KEY, parseConsentAnswer } from '../../privacy/consent-answer'
import { safeStorage } from '../../store/safe-storage'

export const CONSENT_QUESTION_ATTRIBUTE = 'data-consent-question'

export function markConsentQuestion(
  storage: () => Storage = () => window.localStorage,
  now: number = Date.now(),
  root: HTMLElement = document.documentElement,
): void {
  // Nothing stored, or storage blocked: the visitor is asked, as the app will ask.
  if (parseConsentAnswer(safeStorage(storage).getItem(CONSENT_KEY), now) === null)
    root.setAttribute(CONSENT_QUESTION_ATTRIBUTE, '')
  else root.removeAttribute(CONSENT_QUESTION_ATTRIBUTE)
}
