import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { VISITOR_ID_PATTERN } from './bucket'
import { CONSENT_KEY, serializeConsentAnswer } from '../privacy/consent-answer'
import {
  clearPreviewChoice,
  PREVIEW_MAX_AGE_MS,
  readPreviewChoice,
  readVisitorId,
  savePreviewChoice,
  type StorageSource,
} from './preview-state'

const unreachable: StorageSource = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}
/** Storage that can be reached but refuses every call, as with a full quota or a privacy mode. */
function refusingStorage(): StorageSource {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  const storage = { getItem: refuse, setItem: refuse, removeItem: refuse }
  return () => storage
}

describe('the confirmed preview (sessionStorage)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    sessionStorage.clear()
  })

  it('is kept for this tab and read back', () => {
    expect(savePreviewChoice({ remote: 'faq', build: 'b42' })).toBe(true)
    expect(readPreviewChoice()).toEqual({ remote: 'faq', build: 'b42' })
    expect(localStorage.length).toBe(0)
  })

  it('lasts 8 hours, then is gone and removed', () => {
    savePreviewChoice({ remote: 'faq', build: 'b42' })
    vi.advanceTimersByTime(PREVIEW_MAX_AGE_MS)
    expect(readPreviewChoice()).toEqual({ remote: 'faq', build: 'b42' })
    vi.advanceTimersByTime(1)
    expect(readPreviewChoice()).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it('is gone when dated in the future (the clock was moved back)', () => {
    savePreviewChoice({ remote: 'faq', build: 'b42' })
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'))
    expect(readPreviewChoice()).toBeNull()
  })

  it('ends with one call', () => {
    savePreviewChoice({ remote: 'faq', build: 'b42' })
    clearPreviewChoice()
    expect(readPreviewChoice()).toBeNull()
  })

  it.each([
    'not json',
    '{"remote":"faq","build":"b42"}',
    '{"remote":"fqa","build":"b42","confirmedAt":0}',
    '{"remote":"faq","build":"https://evil.example/e.js","confirmedAt":0}',
    '{"remote":"faq","build":"b42","confirmedAt":"now"}',
    '{"remote":"faq","build":"b42","confirmedAt":0,"entry":"https://evil.example/e.js"}',
    'null',
  ])('means no preview when what is stored is %s', (stored) => {
    sessionStorage.setItem('pacanele:previzualizare', stored.replace(':0', `:${Date.now()}`))
    expect(readPreviewChoice()).toBeNull()
  })

  it('means no preview, without throwing, when storage cannot be reached or refuses', () => {
    expect(savePreviewChoice({ remote: 'faq', build: 'b42' }, unreachable)).toBe(false)
    expect(readPreviewChoice(unreachable)).toBeNull()
    expect(() => clearPreviewChoice(unreachable)).not.toThrow()
    expect(savePreviewChoice({ remote: 'faq', build: 'b42' }, refusingStorage())).toBe(false)
    expect(readPreviewChoice(refusingStorage())).toBeNull()
  })
})

/** What the site keeps once the visitor has answered the consent prompt. */
function answered(trials: boolean) {
  localStorage.setItem(
    CONSENT_KEY,
    serializeConsentAnswer({ measurement: false, trials, answeredAt: Date.now() }),
  )
}

describe('the visitor id (localStorage)', () => {
  it('is made once and kept across visits, once the visitor consented to trying new versions', () => {
    answered(true)
    const id = readVisitorId()
    expect(id).toMatch(VISITOR_ID_PATTERN)
    expect(localStorage.getItem('pacanele:vizitator')).toBe(id)
    expect(readVisitorId()).toBe(id)
  })

  it('is made afresh when what is stored is not an id', () => {
    answered(true)
    localStorage.setItem('pacanele:vizitator', 'x'.repeat(32))
    const id = readVisitorId()
    expect(id).toMatch(VISITOR_ID_PATTERN)
    expect(localStorage.getItem('pacanele:vizitator')).toBe(id)
  })

  it('is none, and none is stored, for a visitor who has not answered or refused; an id kept from before is removed', () => {
    expect(readVisitorId()).toBeNull()
    expect(localStorage.length).toBe(0)
    answered(false)
    localStorage.setItem('pacanele:vizitator', 'a'.repeat(32))
    expect(readVisitorId()).toBeNull()
    expect(localStorage.getItem('pacanele:vizitator')).toBeNull()
  })

  it('is none when storage cannot be reached or refuses (no answer can be read), without throwing', () => {
    expect(readVisitorId(unreachable)).toBeNull()
    expect(readVisitorId(refusingStorage())).toBeNull()
  })
})
