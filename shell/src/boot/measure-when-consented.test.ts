import { describe, expect, it, vi } from 'vitest'
import { allGranted, allRefused, createAppStore } from '../store'
import { CONSENT_KEY, serializeConsentAnswer } from '../privacy/consent-answer'
import type { KeyValueStorage } from '../store/safe-storage'
import { measureWhenConsented } from './measure-when-consented'

function storageWith(initial: Record<string, string> = {}): KeyValueStorage {
  const data = { ...initial }
  return { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
}

const webVitals = () => {
  const reportWebVitals = vi.fn()
  return { reportWebVitals, load: vi.fn(() => Promise.resolve({ reportWebVitals })) }
}

describe('measureWhenConsented', () => {
  it('loads web-vitals at once for a visitor who accepted measurement on an earlier page', async () => {
    const answered = serializeConsentAnswer({ ...allGranted, answeredAt: Date.now() })
    const store = createAppStore({ storage: storageWith({ [CONSENT_KEY]: answered }) })
    const { load, reportWebVitals } = webVitals()
    measureWhenConsented(store, load)
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledWith(store.getState().track))
    expect(load).toHaveBeenCalledOnce()
  })

  it('runs none of it before an answer, and starts once, when the visitor accepts', async () => {
    const store = createAppStore({ storage: storageWith() })
    const { load, reportWebVitals } = webVitals()
    measureWhenConsented(store, load)
    store.getState().showConsentSettings()
    expect(load).not.toHaveBeenCalled()
    store.getState().answerConsent(allGranted)
    store.getState().answerConsent(allGranted)
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledOnce())
    expect(load).toHaveBeenCalledOnce()
  })

  it('never loads it for a visitor who refuses', async () => {
    const store = createAppStore({ storage: storageWith() })
    const { load } = webVitals()
    measureWhenConsented(store, load)
    store.getState().answerConsent(allRefused)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })
})
