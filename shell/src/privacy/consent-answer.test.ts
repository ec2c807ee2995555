// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { consentLapsesAt, parseConsentAnswer, serializeConsentAnswer } from './consent-answer'

const answeredAt = new Date(2026, 0, 31, 9, 0).getTime()
const answer = { measurement: true, trials: false, answeredAt }

describe('the stored consent answer', () => {
  it('is read back as written', () => {
    expect(parseConsentAnswer(serializeConsentAnswer(answer), answeredAt + 1)).toEqual(answer)
  })

  it('lapses six calendar months after it was given', () => {
    const lapses = consentLapsesAt(answeredAt)
    expect(new Date(lapses).getMonth()).toBe(6) // 31 January + 6 months: 31 July
    expect(parseConsentAnswer(serializeConsentAnswer(answer), lapses - 1)).toEqual(answer)
    expect(parseConsentAnswer(serializeConsentAnswer(answer), lapses)).toBeNull()
  })

  it('means "ask" for anything malformed or dated in the future', () => {
    for (const raw of [null, '', '{', '[]', 'null', '{"measurement":"yes","trials":false,"answeredAt":1}']) {
      expect(parseConsentAnswer(raw, answeredAt), String(raw)).toBeNull()
    }
    expect(parseConsentAnswer(serializeConsentAnswer(answer), answeredAt - 1)).toBeNull()
  })
})
