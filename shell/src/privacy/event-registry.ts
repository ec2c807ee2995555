import type { AnalyticsEvent } from '../contract'

/** A Core Web Vital of this page view, as web-vitals reports it. */
export interface WebVitalEvent {
  event: 'web_vital'
  name: 'LCP' | 'INP' | 'CLS'
  value: number
  rating: 'good' | 'needs-improvement' | 'poor'
  /** Unique per page view and metric: a metric reported again replaces the earlier value. */
  id: string
}

/**
 * A slot of the page's first view went live (its remote's code hydrated or rendered it): how long
 * after the navigation began. A canary's remote is judged on it beside stable's.
 */
export interface RemoteLiveEvent {
  event: 'remote_live'
  remote: string
  module: string
  /** Milliseconds from the navigation's start, whole. */
  ms: number
}

/** Remotes send the contract's events; the shell also sends these. */
export type ShellEvent = AnalyticsEvent | WebVitalEvent | RemoteLiveEvent

/**
 * Every analytics event the site pushes to the data layer, with every field it carries: the store
 * sends an event only with the fields listed here (`registeredEvent`), and the privacy page lists
 * them from here. An event or a field added to the types and not described here does not compile.
 * None is pushed without the visitor's consent to measurement.
 */
type FieldsOf<Event> = Exclude<keyof Event, 'event'>

export interface EventDefinition<Field extends PropertyKey = string> {
  /** When the event is sent, in the privacy page's words. */
  sentWhen: string
  fields: Record<Field, string>
}

type EventRegistry = { [Event in ShellEvent as Event['event']]: EventDefinition<FieldsOf<Event>> }

export const analyticsEvents = {
  page_view: {
    sentWhen: 'La fiecare pagină afișată.',
    fields: {
      path: 'adresa paginii, fără domeniu',
      title: 'titlul paginii',
      location:
        'adresa completă a paginii, păstrând doar parametrii pe care pagina îi folosește (căutarea, filtrele, pagina listei); alții, ca utm_*, gclid sau fbclid, sunt lăsați deoparte',
    },
  },
  play_free_click: {
    sentWhen: 'Când apeși „Joacă Gratis” la un joc.',
    fields: { gameId: 'jocul' },
  },
  play_real_click: {
    sentWhen: 'Când apeși „Joacă pe Bani Reali” la un joc.',
    fields: { gameId: 'jocul' },
  },
  search: {
    sentWhen: 'Când cauți pe site.',
    fields: { query: 'textul căutat', results: 'câte jocuri s-au găsit' },
  },
  faq_open: {
    sentWhen: 'Când deschizi o întrebare frecventă.',
    fields: { topic: 'pagina întrebării', questionId: 'întrebarea' },
  },
  favourite_toggle: {
    sentWhen: 'Când adaugi sau scoți un joc din favorite.',
    fields: { gameId: 'jocul', favourite: 'dacă a devenit favorit' },
  },
  remote_error: {
    sentWhen: 'Când o parte a paginii nu s-a putut încărca.',
    fields: {
      remote: 'partea paginii',
      module: 'componenta',
      reason: 'motivul (de exemplu, expirarea timpului)',
    },
  },
  remote_live: {
    sentWhen: 'Când o parte a paginii devine utilizabilă, la prima pagină deschisă.',
    fields: {
      remote: 'partea paginii',
      module: 'componenta',
      ms: 'câte milisecunde au trecut de la deschiderea paginii sau, pentru o parte de mai jos, de când ai ajuns în dreptul ei',
    },
  },
  web_vital: {
    sentWhen: 'Când pagina trece în fundal sau o închizi: cât de repede s-a încărcat și a răspuns.',
    fields: {
      name: 'măsura (LCP, INP sau CLS)',
      value: 'valoarea ei',
      rating: 'aprecierea (bună, de îmbunătățit, slabă)',
      id: 'un identificator al afișării, nu al persoanei',
    },
  },
} as const satisfies EventRegistry

export type EventName = keyof typeof analyticsEvents

/** Fields the store adds to every event (see release/event-stamp.ts). */
export const stampFields = {
  builds: 'versiunea fiecărei părți a site-ului folosită de pagină și de unde a venit (stabilă, în test)',
  preview: 'prezent doar când echipa site-ului previzualizează o versiune',
  build: 'la remote_error: versiunea părții care nu s-a încărcat',
  source: 'la remote_error: de unde a venit acea versiune',
} as const

/**
 * The event as it may leave the page: only the fields described above. A field a caller added
 * beyond the types (a remote built against another contract, say) is not sent; an event with an
 * unknown name is not sent at all.
 */
export function registeredEvent(event: ShellEvent): ShellEvent | null {
  const definition = (analyticsEvents as Record<string, EventDefinition>)[event.event]
  if (!definition) return null
  const fields = event as unknown as Record<string, unknown>
  const kept = Object.keys(definition.fields)
    .filter((field) => field in fields)
    .map((field) => [field, fields[field]])
  return Object.fromEntries([['event', event.event], ...kept]) as ShellEvent
}
