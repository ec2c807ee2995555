import type { ConsentChoices } from './consent-answer'

/**
 * Google Consent Mode v2, in the data layer: what `gtag('consent', …)` pushes, so a tag manager
 * added later obeys the visitor. gtag pushes its `arguments` object, not an array: Google Tag
 * Manager reads commands only from such objects (an array is a different kind of message to it),
 * so the signal must have exactly that shape. `consent-mode.test.ts` checks it.
 */
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>

export type ConsentCommand = 'default' | 'update'

export interface GtagDataLayer {
  push: (entry: IArguments) => unknown
}

/** The site shows no ads and sends nothing for ads: those stay denied whatever the visitor answers. */
export function consentModeState(choices: ConsentChoices | null): ConsentModeState {
  return {
    analytics_storage: choices?.measurement ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  }
}

export function pushConsentCommand(
  dataLayer: GtagDataLayer,
  command: ConsentCommand,
  state: ConsentModeState,
): void {
  // gtag's own body: `function gtag(){dataLayer.push(arguments)}`.
  function gtag(..._args: ['consent', ConsentCommand, ConsentModeState]) {
    // eslint-disable-next-line prefer-rest-params -- the arguments object itself is the message
    dataLayer.push(arguments)
  }
  gtag('consent', command, state)
}
