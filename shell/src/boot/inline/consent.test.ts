import { describe, expect, it } from 'vitest'
import { CONSENT_KEY, consentLapsesAt, serializeConsentAnswer } from '../../privacy/consent-answer'
import { CONSENT_QUESTION_ATTRIBUTE, markConsentQuestion } from './consent'

const NOW = Date.UTC(2026, 11, 3, 12)

function storageWith(value: string | null): Storage {
  const storage = {
    getItem: (key: string) => (key === CONSENT_KEY ? value : null),
  }
  return storage as Storage
}

function asked(storage: () => Storage) {
  const root = document.createElement('html')
  markConsentQuestion(storage, NOW, root)
  return root.hasAttribute(CONSENT_QUESTION_ATTRIBUTE)
}

const answer = (answeredAt: number) =>
  serializeConsentAnswer({ measurement: true, trials: false, answeredAt })

describe("the page's consent script", () => {
  it('asks a visitor who has not answered', () => {
    expect(asked(() => storageWith(null))).toBe(true)
  })

  it('does not ask a visitor whose answer holds', () => {
    expect(asked(() => storageWith(answer(NOW - 1000)))).toBe(false)
  })

  it('asks again once the answer has lapsed, or when what is stored is not an answer', () => {
    const lapsed = NOW - 200 * 86_400_000
    expect(consentLapsesAt(lapsed)).toBeLessThan(NOW)
    expect(asked(() => storageWith(answer(lapsed)))).toBe(true)
    expect(asked(() => storageWith('{"measurement":"da"}'))).toBe(true)
    expect(asked(() => storageWith('nu e JSON'))).toBe(true)
  })

  it('asks when the browser blocks storage, as the app does', () => {
    expect(
      asked(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    ).toBe(true)
  })
})
