/**
 * Bodies no page of the site sends, each with the answer the collector owes it. The collector test
 * suites post every one and check that nothing of any of them is stored.
 */
import { MAX_BODY_BYTES } from '../collector/collector'
import { MAX_EVENTS_PER_BATCH, MAX_TEXT } from '../collector/event-schema'

export interface HostileBody {
  what: string
  body: string | Uint8Array
  status: 202 | 400 | 403 | 405 | 413
  method?: string
  /** Sent instead of the page's; an empty value sends no such header. */
  headers?: Record<string, string>
}

const BATCH = '1b4f0f2a-5d0e-4c8e-9a57-6d2f3f5f9e01'
const VIEW = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const builds = { faq: { build: 'b1', source: 'stable' } }
const pageView = {
  event: 'page_view',
  path: '/',
  title: 'Acasă',
  location: 'https://x.ro/',
  builds,
  view: VIEW,
  page: 'home',
}
const batchOf = (...events: unknown[]) => JSON.stringify({ batch: BATCH, events })
/** A well-formed batch whose one event breaks a rule: the batch is taken, the event is not. */
const dropped = (what: string, event: unknown): HostileBody => ({ what, body: batchOf(event), status: 202 })
const malformed = (what: string, body: string): HostileBody => ({ what, body, status: 400 })
const long = (length: number) => 'ă'.repeat(length)

export const hostileBodies: readonly HostileBody[] = [
  // Not JSON at all, or not JSON the parser takes.
  malformed('an empty body', ''),
  malformed('a lone brace', '{'),
  malformed('a trailing comma', `{"batch":"${BATCH}","events":[],}`),
  malformed('single quotes', `{'batch':'${BATCH}','events':[]}`),
  malformed('a comment', `{"batch":"${BATCH}", /* x */ "events":[]}`),
  malformed('NaN', `{"batch":"${BATCH}","events":[NaN]}`),
  malformed('a bare word', 'events'),
  malformed('two documents', `${batchOf()}${batchOf()}`),
  malformed('a cut-off document', batchOf(pageView).slice(0, -3)),
  malformed('an unescaped control character', `{"batch":"${BATCH}\u0001","events":[]}`),
  malformed('a __proto__ key at the top', `{"batch":"${BATCH}","events":[],"__proto__":{"polluted":1}}`),
  malformed(
    'a __proto__ key in an event',
    batchOf({ ...pageView }).replace('"event"', '"__proto__":{"x":1},"event"'),
  ),
  malformed(
    'a constructor.prototype key',
    `{"batch":"${BATCH}","events":[],"constructor":{"prototype":{"x":1}}}`,
  ),
  // JSON, but not a batch.
  malformed('null', 'null'),
  malformed('a number', '42'),
  malformed('a string', '"batch"'),
  malformed('true', 'true'),
  malformed('an array of events', JSON.stringify([pageView])),
  malformed('an empty object', '{}'),
  malformed('no batch id', JSON.stringify({ events: [pageView] })),
  malformed('a batch id that is no uuid', JSON.stringify({ batch: 'batch-1', events: [pageView] })),
  malformed('a numeric batch id', JSON.stringify({ batch: 1, events: [pageView] })),
  malformed(
    'a batch id with SQL in it',
    JSON.stringify({ batch: `${BATCH}'; DROP TABLE events; --`, events: [] }),
  ),
  malformed('no events', JSON.stringify({ batch: BATCH })),
  malformed('events as an object', JSON.stringify({ batch: BATCH, events: { 0: pageView } })),
  malformed('events as a string', JSON.stringify({ batch: BATCH, events: 'page_view' })),
  malformed('events as null', JSON.stringify({ batch: BATCH, events: null })),
  malformed(
    'more events than a batch may hold',
    batchOf(...Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ event: 'x' }))),
  ),
  // Too large.
  {
    what: 'a body past the cap',
    body: batchOf({ ...pageView, title: 'x'.repeat(MAX_BODY_BYTES) }),
    status: 413,
  },
  {
    what: 'a non-JSON body past the cap',
    body: new Uint8Array(MAX_BODY_BYTES + 1),
    status: 413,
    headers: { 'content-type': 'application/json' },
  },
  // Not sent as JSON.
  { what: 'text/plain', body: batchOf(pageView), status: 400, headers: { 'content-type': 'text/plain' } },
  {
    what: 'a form',
    body: `batch=${BATCH}`,
    status: 400,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    what: 'multipart',
    body: '--x\r\n\r\n--x--',
    status: 400,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  { what: 'XML', body: '<batch/>', status: 400, headers: { 'content-type': 'application/xml' } },
  {
    what: 'no content type',
    body: new TextEncoder().encode(batchOf(pageView)),
    status: 400,
    headers: { 'content-type': '' },
  },
  // From another site's page.
  {
    what: 'Sec-Fetch-Site: cross-site',
    body: batchOf(pageView),
    status: 403,
    headers: { 'sec-fetch-site': 'cross-site' },
  },
  {
    what: "another site's Origin",
    body: batchOf(pageView),
    status: 403,
    headers: { origin: 'https://evil.example' },
  },
  {
    what: 'a look-alike Origin',
    body: batchOf(pageView),
    status: 403,
    headers: { origin: 'http://127.0.0.1.evil.example' },
  },
  {
    what: 'no Origin (not a browser: every browser names the origin of a POST)',
    body: batchOf(pageView),
    status: 403,
    headers: { origin: '' },
  },
  {
    what: 'a build the release record does not know',
    body: batchOf({ ...pageView, builds: { faq: { build: 'b999', source: 'canary' } } }),
    status: 403,
  },
  {
    what: "another remote's build",
    body: batchOf({ ...pageView, builds: { home: { build: 'b1', source: 'stable' } } }),
    status: 403,
  },
  {
    what: 'one unknown build among known ones',
    body: batchOf(pageView, { ...pageView, builds: { faq: { build: 'b1-forged', source: 'stable' } } }),
    status: 403,
  },
  {
    what: 'Origin: null (a sandboxed frame)',
    body: batchOf(pageView),
    status: 403,
    headers: { origin: 'null' },
  },
  // Not a POST.
  ...['PUT', 'PATCH', 'DELETE', 'GET'].map((method): HostileBody => ({
    what: `a ${method}`,
    body: method === 'GET' ? '' : batchOf(pageView),
    status: 405,
    method,
  })),
  // A batch, whose events the registry does not take: each is dropped, the batch answered 202.
  dropped('an unknown event', { ...pageView, event: 'purchase' }),
  dropped('an event named after a prototype member', { ...pageView, event: 'constructor' }),
  dropped('an event named toString', { ...pageView, event: 'toString' }),
  dropped('an event without a name', { ...pageView, event: undefined }),
  dropped('an event name that is an object', { ...pageView, event: { name: 'page_view' } }),
  dropped('null as an event', null),
  dropped('a number as an event', 7),
  dropped('an array as an event', [pageView]),
  dropped('a missing field', { ...pageView, title: undefined }),
  dropped('a number where text belongs', { ...pageView, path: 404 }),
  dropped('a title past the text cap', { ...pageView, title: long(MAX_TEXT + 1) }),
  dropped('a megabyte-long location', { ...pageView, location: 'x'.repeat(60_000) }),
  dropped('search results as text', { ...pageView, event: 'search', query: 'ra', results: '3' }),
  dropped('negative search results', { ...pageView, event: 'search', query: 'ra', results: -1 }),
  dropped('fractional search results', { ...pageView, event: 'search', query: 'ra', results: 1.5 }),
  dropped('favourite as text', { ...pageView, event: 'favourite_toggle', gameId: 'ra', favourite: 'da' }),
  dropped('an unknown web vital', {
    ...pageView,
    event: 'web_vital',
    name: 'FID',
    value: 1,
    rating: 'good',
    id: 'v1',
  }),
  dropped('a negative web vital', {
    ...pageView,
    event: 'web_vital',
    name: 'LCP',
    value: -5,
    rating: 'good',
    id: 'v1',
  }),
  dropped('an unknown rating', {
    ...pageView,
    event: 'web_vital',
    name: 'CLS',
    value: 0.1,
    rating: 'ok',
    id: 'v1',
  }),
  dropped('a page view id that is no uuid', { ...pageView, view: 'visitor-42' }),
  dropped('no page view id', { ...pageView, view: undefined }),
  dropped('an unknown page kind', { ...pageView, page: 'checkout' }),
  dropped('builds of an unknown remote', {
    ...pageView,
    builds: { payments: { build: 'b1', source: 'stable' } },
  }),
  dropped('builds as text', { ...pageView, builds: 'faq@b1' }),
  dropped('a title with a NUL character, which Postgres cannot store', { ...pageView, title: 'Acasă\u0000' }),
  dropped('a build id with a NUL character', {
    ...pageView,
    builds: { faq: { build: 'b\u00001', source: 'stable' } },
  }),
  dropped('a build stamp without its source', { ...pageView, builds: { faq: { build: 'b1' } } }),
  dropped('a build stamp with a source no page sends', {
    ...pageView,
    builds: { faq: { build: 'b1', source: 'forged' } },
  }),
  dropped('a location that is not an address', { ...pageView, location: '/?s=book' }),
  dropped('preview: false (only true is stamped)', { ...pageView, preview: false }),
  dropped('preview as text', { ...pageView, preview: 'true' }),
  dropped('a remote_error build as a number', {
    ...pageView,
    event: 'remote_error',
    remote: 'faq',
    module: './x',
    reason: 'timeout',
    build: 42,
  }),
]
