/**
 * The facts of first-party collection, in one place: the browser sends to this endpoint, the
 * collector stores these columns and keeps them this long, and the privacy page says all of it in
 * these words. Changing one here changes what the site does and what it tells its visitors.
 */

/** Where the page sends its analytics events (the site's own origin, never a third party). */
export const COLLECTOR_PATH = '/api/events'

/**
 * A batch the collector did not take (it was busy, down, or the network failed) waits in the visitor's
 * browser, with their consent to measurement only, and goes again with the same batch id at the next
 * chance: at most this many batches, each for at most this many hours and this many tries.
 */
export const UNSENT_BATCHES_LIMIT = 10
export const UNSENT_BATCH_MAX_AGE_HOURS = 24
export const UNSENT_BATCH_MAX_TRIES = 5

/** How long the collector keeps an event unless `EVENTS_RETENTION_DAYS` says otherwise. */
export const DEFAULT_RETENTION_DAYS = 30

/** What the collector stores with each event, besides the event's own fields, for the privacy page. */
export const storedColumns = {
  received_at: 'momentul în care a ajuns la server',
  view_id: 'un identificator ales la întâmplare pentru fiecare pagină afișată, nepăstrat în browser',
  page_kind: 'felul paginii (prima pagină, o categorie, un joc, căutarea…), nu adresa ei',
  engine: 'familia browserului (Chromium, Firefox, WebKit sau alta), nu numele și versiunea lui',
} as const

/** What the collector never keeps, in the privacy page's words. */
export const NEVER_STORED =
  'Nu păstrăm adresa IP, textul de identificare al browserului și niciun identificator al vizitatorului.'

/**
 * What the collector holds, in memory only, to keep one client from speaking for many visitors
 * (server/collector/client-limits.ts), in the privacy page's words.
 */
export const CLIENT_COUNTS =
  'Ca nimeni să nu poată trimite date în numele multor vizitatori, serverul numără, doar în memorie, câte sosesc de la fiecare conexiune în ultimul minut și în ultima oră, după o amprentă a adresei IP din care adresa nu poate fi refăcută; amprenta nu este scrisă nicăieri și se pierde la repornirea serverului.'
