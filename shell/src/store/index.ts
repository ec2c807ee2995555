import { createStore, type StoreApi } from 'zustand'
import { persist } from 'zustand/middleware'
import { createAgeSlice, type AgeSlice } from './age-slice'
import { createAnalyticsSlice, windowDataLayer, type AnalyticsSlice, type DataLayer } from './analytics-slice'
import { createConsentSlice, type ConsentSlice } from './consent-slice'
import { createFavouritesSlice, type FavouritesSlice } from './favourites-slice'
import { persistedKeys } from './persisted-keys'
import { safeStorage, type KeyValueStorage } from './safe-storage'
import { createThemeSlice, type ThemeSlice } from './theme-slice'
import { measurementGate, type MeasurementGate } from './measurement-gate'
import type { EventCollector } from './tracked-event'
import type { EventStamp } from '../release/event-stamp'
import { CONSENT_KEY, parseConsentAnswer, type ConsentChoices } from '../privacy/consent-answer'
import { consentModeState, pushConsentCommand, type GtagDataLayer } from '../privacy/consent-mode'
import { storageKeys } from '../privacy/storage-registry'

export type AppState = ThemeSlice & FavouritesSlice & AgeSlice & AnalyticsSlice & ConsentSlice
export type AppStore = StoreApi<AppState>

export interface AppStoreDeps {
  storage?: KeyValueStorage
  dataLayer?: () => DataLayer
  /** The page's builds, which every event carries (see release/event-stamp.ts). */
  eventStamp?: EventStamp | Promise<EventStamp>
  /** Where Consent Mode's commands go: the page's data layer. */
  consentMode?: () => GtagDataLayer
  /**
   * The visitor's answer when it is known otherwise than from storage (a test, a remote's own dev
   * page); not stored. Without it the stored answer is read, and none means the visitor is asked.
   */
  consent?: ConsentChoices
  now?: () => number
  /** The site's own collector (event-beacon.ts): in the browser only, never in a prerender. */
  collector?: EventCollector
}

/**
 * The site's one store. The shell creates it once per page (the page session) and hands every remote
 * a frozen view of it as a prop: the federation plugin enforces no singleton, so a shared store module
 * would give a remote its own copy. Remotes never create their own in production.
 *
 * Its initial state is neutral (system theme, no favourites): that is what a composed page was
 * rendered with, and what hydration reads (`getInitialState`, which `persist` leaves at the state
 * before storage). What the visitor stored is applied right after, as the store is created, so React
 * renders it once hydration has matched the server's HTML.
 */
export function createAppStore({
  storage = safeStorage(),
  dataLayer = windowDataLayer,
  eventStamp,
  consentMode = windowDataLayer,
  consent,
  now = Date.now,
  collector,
}: AppStoreDeps = {}): AppStore {
  const answer = consent
    ? { ...consent, answeredAt: now() }
    : parseConsentAnswer(storage.getItem(CONSENT_KEY), now())
  // Before any event: everything denied, then the visitor's standing answer (gtag's order).
  pushConsentCommand(consentMode(), 'default', consentModeState(null))
  if (answer) pushConsentCommand(consentMode(), 'update', consentModeState(answer))
  // A visitor id kept from an answer that lapsed or was changed elsewhere goes with that consent.
  if (!answer?.trials) storage.removeItem?.(storageKeys.canaryVisitor.key)
  const gate = withdrawable(measurementGate(answer ? answer.measurement : null), collector)
  // Batches an earlier page could not deliver go again with this consent, and only with it.
  if (answer?.measurement) collector?.resend()
  else if (answer) collector?.forget()
  const store = createStore<AppState>()(
    persist(
      (...args) => ({
        ...createThemeSlice(...args),
        ...createFavouritesSlice(...args),
        ...createAgeSlice(...args),
        ...createAnalyticsSlice(dataLayer, gate, eventStamp, collector)(...args),
        ...createConsentSlice({ storage, consentMode, gate, now })(...args),
      }),
      {
        // Unused by `persistedKeys`, which keeps each value under its own key.
        name: 'pacanele',
        storage: persistedKeys(storage),
        partialize: ({ themePreference, favourites }) => ({ themePreference, favourites }),
      },
    ),
  )
  // Like the persisted state, applied after the neutral state hydration reads (the prompt asking).
  store.setState({ consentAnswer: answer, consentPrompt: answer ? 'closed' : 'choices' })
  return store
}

/** A refusal also drops the events waiting for the collector: they were collected with a consent now gone. */
function withdrawable(gate: MeasurementGate, collector: EventCollector | undefined): MeasurementGate {
  if (!collector) return gate
  return {
    send: gate.send,
    decide: (granted) => {
      if (!granted) collector.forget()
      gate.decide(granted)
    },
  }
}

export type { AnalyticsEvent } from '../contract'
export type { TrackedEvent } from './analytics-slice'
export type { ConsentPrompt } from './consent-slice'
export type { ThemePreference, ResolvedTheme } from './theme-slice'
export { themePreferences, resolveTheme, parseThemePreference, THEME_STORAGE_KEY } from './theme-slice'
export { FAVOURITES_STORAGE_KEY } from './favourites-slice'
export { allGranted, allRefused } from '../privacy/consent-answer'
