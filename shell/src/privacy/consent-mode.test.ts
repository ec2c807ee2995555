// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { consentModeState, pushConsentCommand } from './consent-mode'

describe('Consent Mode commands', () => {
  it('are pushed as gtag pushes them: its arguments object, which is what a tag manager reads', () => {
    const dataLayer: unknown[] = []
    pushConsentCommand({ push: (entry) => dataLayer.push(entry) }, 'default', consentModeState(null))
    const [entry] = dataLayer
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
    expect(Array.isArray(entry)).toBe(false)
    expect(Array.from(entry as IArguments)).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ])
  })

  it('grant only measurement: the site shows no ads, whatever the answer', () => {
    expect(consentModeState({ measurement: true, trials: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })
})
