import * as z from 'zod/mini'
import { newVisitorId, VISITOR_ID_PATTERN } from './bucket'
import { buildIdSchema, remoteKeySchema } from './release-record-schema'
import type { RemoteKey } from '../federation/apps'
import { CONSENT_KEY, parseConsentAnswer } from '../privacy/consent-answer'
import {
  browserStorage,
  PREVIEW_MAX_AGE_HOURS,
  storageKeys,
  type RegisteredStorage,
} from '../privacy/storage-registry'

const PREVIEW_KEY = storageKeys.preview.key
const VISITOR_KEY = storageKeys.canaryVisitor.key
/** A confirmed preview lasts at most this long, even in a tab left open for days. */
export const PREVIEW_MAX_AGE_MS = PREVIEW_MAX_AGE_HOURS * 60 * 60 * 1000

export interface PreviewChoice {
  remote: RemoteKey
  build: string
}

/** Reaching `window.sessionStorage` itself throws when the browser blocks storage, hence a getter. */
export type StorageSource = () => RegisteredStorage

const sessionStore: StorageSource = () => browserStorage('sessionStorage')
const localStore: StorageSource = () => browserStorage('localStorage')

const storedChoice = z.strictObject({
  remote: remoteKeySchema,
  build: buildIdSchema,
  confirmedAt: z.number(),
})

/**
 * Keeps the visitor's confirmed preview for this tab only (sessionStorage is per tab and never sent
 * to a server). Returns false when storage refuses, so the page can say the preview did not start.
 */
export function savePreviewChoice(choice: PreviewChoice, storage: StorageSource = sessionStore): boolean {
  try {
    storage().setItem(PREVIEW_KEY, JSON.stringify({ ...choice, confirmedAt: Date.now() }))
    return true
  } catch {
    return false
  }
}

export function clearPreviewChoice(storage: StorageSource = sessionStore): void {
  try {
    storage().removeItem(PREVIEW_KEY)
  } catch {
    // Storage that cannot be reached holds no preview either.
  }
}

/**
 * The preview this tab confirmed in the last 8 hours, or null. Anything unreadable, malformed, older
 * or dated in the future (the clock was moved) means no preview, and an expired one is removed.
 * The resolver checks the build against the record again: a build blocked since stops loading.
 */
export function readPreviewChoice(storage: StorageSource = sessionStore): PreviewChoice | null {
  try {
    const raw = storage().getItem(PREVIEW_KEY)
    if (raw === null) return null
    const parsed = storedChoice.safeParse(JSON.parse(raw))
    const age = parsed.success ? Date.now() - parsed.data.confirmedAt : -1
    if (!parsed.success || age < 0 || age > PREVIEW_MAX_AGE_MS) {
      clearPreviewChoice(storage)
      return null
    }
    return { remote: parsed.data.remote, build: parsed.data.build }
  } catch {
    return null
  }
}

/**
 * This browser's canary visitor id, kept in localStorage so a visitor stays in or out of a canary
 * across visits; null, and any id kept from before removed, while the visitor has not consented to
 * trying new versions (they get stable). Storage that cannot be reached holds no answer: stable.
 */
export function readVisitorId(storage: StorageSource = localStore): string | null {
  try {
    const store = storage()
    if (parseConsentAnswer(store.getItem(CONSENT_KEY), Date.now())?.trials !== true) {
      store.removeItem(VISITOR_KEY)
      return null
    }
    const stored = store.getItem(VISITOR_KEY)
    if (stored !== null && VISITOR_ID_PATTERN.test(stored)) return stored
    const id = newVisitorId()
    store.setItem(VISITOR_KEY, id)
    return id
  } catch {
    // Without storage there is no answer either: no consent.
    return null
  }
}
