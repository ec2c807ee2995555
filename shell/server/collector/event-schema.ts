/**
 * What the collector takes, read from the event registry: an event it does not name is dropped,
 * a field it does not name is dropped, and a field of the wrong type drops its event. The registry
 * says which fields exist; this file says only what type each one has, and does not compile when
 * the two disagree.
 */
import * as z from 'zod'
import { PAGE_KINDS } from 'shell/tooling/contract/page-kind'
import { keptLocation } from 'shell/tooling/contract/routes'
import { remoteKeys, type RemoteKey } from 'shell/tooling/federation/apps'
import type { analyticsEvents, EventName } from 'shell/tooling/privacy/event-registry'
import type { BuildStamp } from 'shell/tooling/release/event-stamp'

/** The longest text field kept: page titles and addresses fit, a flood does not. */
export const MAX_TEXT = 512
/** The most events one batch may hold (a page view sends tens). */
export const MAX_EVENTS_PER_BATCH = 500

// Postgres text and jsonb cannot hold a NUL character: such a field would fail its whole batch.
const text = z
  .string()
  .max(MAX_TEXT)
  .refine((value) => !value.includes('\u0000'), 'holds a NUL character')

/**
 * A page's address, kept with only the parameters its page reads (the route table's `readParams`): the
 * page leaves the others out already, and the server makes sure. Text that is not an address drops
 * its event.
 */
const pageLocation = text.transform((href, context) => {
  const kept = keptLocation(href)
  if (kept === null) context.addIssue({ code: 'custom', message: 'is not an absolute address', input: href })
  return kept ?? z.NEVER
})

type FieldTypes = {
  [Name in EventName]: { [Field in keyof (typeof analyticsEvents)[Name]['fields']]: z.ZodType }
}

const fieldTypes = {
  page_view: { path: text, title: text, location: pageLocation },
  play_free_click: { gameId: text },
  play_real_click: { gameId: text },
  search: { query: text, results: z.number().int().nonnegative() },
  faq_open: { topic: text, questionId: text },
  favourite_toggle: { gameId: text, favourite: z.boolean() },
  remote_error: { remote: text, module: text, reason: text },
  remote_live: {
    remote: z.enum(remoteKeys as [string, ...string[]]),
    module: text,
    ms: z.number().int().nonnegative(),
  },
  web_vital: {
    name: z.enum(['LCP', 'INP', 'CLS']),
    value: z.number().finite().nonnegative(),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    id: text,
  },
} as const satisfies FieldTypes

const BUILD_SOURCES = [
  'stable',
  'canary',
  'preview',
  'none',
] as const satisfies readonly BuildStamp['source'][]
const buildStamp = z.object({ build: text.nullable(), source: z.enum(BUILD_SOURCES) })

/** The stamp every event carries (see release/event-stamp.ts), and the page view it belongs to. */
const envelope = {
  builds: z.partialRecord(z.enum(remoteKeys as [string, ...string[]]), buildStamp),
  preview: z.literal(true).optional(),
  view: z.uuid(),
  page: z.enum(PAGE_KINDS),
}

/** A `remote_error` also names the failing remote's own build (stamped by the store). */
const remoteErrorStamp = { build: text.nullable().optional(), source: text.optional() }

const eventSchemas = Object.fromEntries(
  Object.entries(fieldTypes).map(([name, fields]) => [
    name,
    z.object({ ...fields, ...(name === 'remote_error' ? remoteErrorStamp : {}), ...envelope }),
  ]),
) as unknown as Record<EventName, z.ZodObject>

/** The body as the page sends it; the events are read one by one below. */
export const batchSchema = z.object({
  batch: z.uuid(),
  events: z.array(z.unknown()).max(MAX_EVENTS_PER_BATCH),
})

export interface ValidEvent {
  /** Its place in the batch: with the batch's id, what makes a replay store nothing twice. */
  seq: number
  name: EventName
  view: string
  page: string
  builds: Record<string, unknown>
  preview: boolean
  /** The registry's fields of the event (and a remote_error's build stamp), nothing else. */
  data: Record<string, unknown>
}

/** The events of a batch the registry names, each with only the fields it names. */
export function validEvents(events: readonly unknown[]): ValidEvent[] {
  return events.flatMap((event, seq) => {
    const name = (event as { event?: unknown } | null)?.event
    if (typeof name !== 'string' || !Object.hasOwn(eventSchemas, name)) return []
    const parsed = eventSchemas[name as EventName].safeParse(event)
    if (!parsed.success) return []
    const { view, page, builds, preview, ...data } = parsed.data as Record<string, unknown>
    return [
      {
        seq,
        name: name as EventName,
        view: view as string,
        page: page as string,
        builds: builds as Record<string, unknown>,
        preview: preview === true,
        data,
      },
    ]
  })
}

/** The builds a batch's events name, remote by remote (a stamp without a build names none). */
export function stampedBuilds(events: readonly ValidEvent[]): Array<[remote: RemoteKey, build: string]> {
  const pairs = new Map<string, [RemoteKey, string]>()
  for (const event of events)
    for (const [remote, stamp] of Object.entries(event.builds)) {
      const { build } = stamp as BuildStamp
      if (build !== null) pairs.set(`${remote} ${build}`, [remote as RemoteKey, build])
    }
  return [...pairs.values()]
}

/** How many page views a batch's events speak for: each carries its page view's id. */
export const pageViewsOf = (events: readonly ValidEvent[]): number =>
  new Set(events.map((event) => event.view)).size
