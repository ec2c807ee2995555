/**
 * Everything the site keeps in the visitor's browser, one entry per key: the code reads and writes
 * storage only through these keys (`browserStorage` below, `store/safe-storage.ts`), and the privacy
 * page lists them from here, so the page says what the site does. `storage-registry.test.ts` fails on
 * any storage access in the sources that bypasses this file.
 */
import { UNSENT_BATCHES_LIMIT, UNSENT_BATCH_MAX_AGE_HOURS, UNSENT_BATCH_MAX_TRIES } from './collection'

/** What a key needs before it may be written: nothing (functional) or one consent purpose. */
export type ConsentPurpose = 'measurement' | 'trials'

export type StorageArea = 'localStorage' | 'sessionStorage'

export interface StorageDefinition {
  key: string
  area: StorageArea
  /** Why the site keeps it, in the privacy page's words. */
  purpose: string
  /** How long it is kept, in the privacy page's words. */
  keptFor: string
  /** null: functional, asked for by the visitor; otherwise the consent it needs first. */
  consent: ConsentPurpose | null
}

/** The consent choice is asked again after this many months. */
export const CONSENT_MAX_AGE_MONTHS = 6
/** A confirmed preview lasts at most this many hours, even in a tab left open for days. */
export const PREVIEW_MAX_AGE_HOURS = 8

/**
 * The theme's key, also named alone: the page's inline theme script (`boot/inline/theme.ts`) reads
 * it, and importing only this leaves the registry's texts out of every page's head.
 */
export const THEME_KEY = 'theme'

/** The consent answer's key, named alone for the page's inline consent script (`boot/inline/consent.ts`). */
export const CONSENT_KEY = 'pacanele:consimtamant'

export const storageKeys = {
  theme: {
    key: THEME_KEY,
    area: 'localStorage',
    purpose: 'Tema pe care ai ales-o (luminoasă, întunecată sau cea a sistemului).',
    keptFor: 'Până o schimbi sau ștergi datele site-ului din browser.',
    consent: null,
  },
  favourites: {
    key: 'favourites',
    area: 'localStorage',
    purpose: 'Jocurile pe care le-ai marcat ca favorite.',
    keptFor: 'Până le scoți din favorite sau ștergi datele site-ului din browser.',
    consent: null,
  },
  consent: {
    key: CONSENT_KEY,
    area: 'localStorage',
    purpose:
      'Răspunsul tău la întrebarea despre confidențialitate (măsurarea traficului, versiuni noi în test) și data lui.',
    keptFor: `${CONSENT_MAX_AGE_MONTHS} luni; apoi te întrebăm din nou.`,
    consent: null,
  },
  canaryVisitor: {
    key: 'pacanele:vizitator',
    area: 'localStorage',
    purpose:
      'Un număr aleator, fără legătură cu persoana ta, care hotărăște dacă primești o versiune nouă a unei părți a site-ului aflată în test și te ține de aceeași parte la fiecare vizită.',
    keptFor: `Doar cât rulează un test și ai acordul tău (cel mult ${CONSENT_MAX_AGE_MONTHS} luni); îl ștergem când îți retragi acordul.`,
    consent: 'trials',
  },
  unsentEvents: {
    key: 'pacanele:evenimente-netrimise',
    area: 'localStorage',
    purpose:
      'Măsurătorile unei pagini pe care serverul nostru nu le-a putut primi (era ocupat, oprit sau conexiunea a căzut), ca să le trimitem din nou, o singură dată fiecare, la următoarea ocazie.',
    keptFor: `Până le primește serverul: cel mult ${UNSENT_BATCHES_LIMIT} trimiteri, fiecare cel mult ${UNSENT_BATCH_MAX_AGE_HOURS} de ore și ${UNSENT_BATCH_MAX_TRIES} încercări; le ștergem când îți retragi acordul.`,
    consent: 'measurement',
  },
  preview: {
    key: 'pacanele:previzualizare',
    area: 'sessionStorage',
    purpose:
      'O previzualizare confirmată de echipa site-ului (un link de test deschis și acceptat în această filă).',
    keptFor: `Cel mult ${PREVIEW_MAX_AGE_HOURS} ore, și numai până închizi fila.`,
    consent: null,
  },
} as const satisfies Record<string, StorageDefinition>

export type StorageName = keyof typeof storageKeys
export type StorageKey = (typeof storageKeys)[StorageName]['key']

export const storageDefinitions: readonly StorageDefinition[] =
  // Pure: a bundle that uses none of the registry (the inline theme script) leaves it out.
  /* @__PURE__ */ Object.values(storageKeys)

/** Storage that takes only the keys above: a key missing here does not compile. */
export interface RegisteredStorage {
  getItem(key: StorageKey): string | null
  setItem(key: StorageKey, value: string): void
  removeItem(key: StorageKey): void
}

/**
 * The browser's storage, the one place the sources name it. Reaching `window.localStorage` itself
 * throws when the browser blocks storage, so callers reach it inside their own try.
 */
export function browserStorage(area: StorageArea): RegisteredStorage {
  return window[area]
}
