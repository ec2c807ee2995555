/**
 * The response headers of the site, and which requests it takes, written once as data. The Node
 * server (helmet + hooks) and the generated nginx config both render them from here, so the two
 * cannot drift.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet'
import { createHash } from 'node:crypto'
import { remoteEntryUrls } from '../build/remote-entry-urls'
import { parseReleaseRecord, type ReleaseRecord } from '../src/release/release-record-schema'
import { releaseOrigins } from '../src/release/origins'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** The site serves files and pages and takes nothing in: any other method is answered 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const
/** The `Allow` header of that 405. */
export const ALLOW = ALLOWED_METHODS.join(', ')

/** The one path that takes something in: the shell's collector, which takes only POST. */
export const COLLECTOR_METHODS = ['POST'] as const

/**
 * The most a request line and its headers may take (Node's default, and about what CDNs allow).
 * The site's longest links are searches and filters, whose text the app cuts short anyway; a larger
 * request is refused (431) before it costs the server memory.
 */
export const MAX_REQUEST_HEADER_BYTES = 16 * 1024

/** Cache policy: hashed files never change; everything that names them must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  const isHashedAsset = urlPath.startsWith('/assets/') && !urlPath.endsWith('/remoteEntry.js')
  return isHashedAsset ? IMMUTABLE : REVALIDATE
}

export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** How a CSP names one inline script or style attribute: by the SHA-256 of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/** The inline scripts of a built page (index.html's no-flash theme script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => cspHash(match[1]!))
}

/**
 * A deployed `release-record.json` as the browser reads it: null for a file it would refuse (the browser then
 * loads the build-time URLs), an empty record for a missing one.
 */
export function readReleaseRecord(text: string | undefined): ReleaseRecord | null {
  try {
    const parsed = parseReleaseRecord(JSON.parse(text ?? '{}'))
    return parsed.ok ? parsed.record : null
  } catch {
    return null
  }
}

/**
 * Remote origins a deployed `release-record.json` names: of version 2, those of every build it may load
 * (stable, previous, candidates and so the canary; not blocked ones). A file the browser would refuse
 * names none: the browser then loads the build-time URLs, whose origins the CSP always allows.
 */
export function recordOrigins(text: string | undefined): string[] {
  return originsOf(readReleaseRecord(text))
}

export const originsOf = (record: ReleaseRecord | null): string[] => (record ? releaseOrigins(record) : [])

/** The origins the shell falls back to without a record: those of its build-time entry URLs. */
export function fallbackRemoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set(Object.values(remoteEntryUrls(env)).flatMap((url) => originOf(url) ?? []))]
}

/** What the CSP allows that depends on the deploy: the built page, the compose, the record. */
export interface DeployedSources {
  scriptHashes: string[]
  styleHashes: string[]
  remoteOrigins: string[]
}

type Source = string | ((deployed: DeployedSources) => string[])

const remoteOrigins: Source = (deployed) => deployed.remoteOrigins
const inlineScripts: Source = (deployed) => deployed.scriptHashes
// Composed pages' style attributes are allowed one by one; never inline styles in general.
const styleAttributes: Source = (deployed) =>
  deployed.styleHashes.length ? ["'unsafe-hashes'", ...deployed.styleHashes] : []

const CSP: ReadonlyArray<readonly [string, readonly Source[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", inlineScripts, remoteOrigins]],
  ['style-src', ["'self'", remoteOrigins, styleAttributes]],
  ['img-src', ["'self'", 'data:', 'https:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'", remoteOrigins]],
  ['frame-src', ['https:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
]

function directiveValue(sources: readonly Source[], deployed: DeployedSources): string {
  return sources.flatMap((source) => (typeof source === 'string' ? [source] : source(deployed))).join(' ')
}

/** The Content-Security-Policy header, written as helmet writes it. */
export function contentSecurityPolicy(deployed: DeployedSources): string {
  return CSP.map(([name, sources]) => `${name} ${directiveValue(sources, deployed)}`).join(';')
}

export type ServedBy = 'shell' | 'remote'

/**
 * Who may read a remote's files: anyone. They are public static files, sent with no credentials and
 * holding no secret, so naming the shell's origins protected nothing and broke every other address
 * the site is opened at (`127.0.0.1`, a LAN address from a phone). What a page may run stays the
 * shell's CSP's say (`script-src` names the remote origins), not the remote's.
 */
export const REMOTE_READERS = '*'

/**
 * The security headers every response of an app carries: how a browser may read, embed and cache it,
 * whatever it is used as.
 */
export function securityHeaders(kind: ServedBy): Record<string, string> {
  return {
    ...(kind === 'remote' ? { 'Access-Control-Allow-Origin': REMOTE_READERS } : {}),
    // Remote files are loaded cross-origin by the shell: they must allow it.
    'Cross-Origin-Resource-Policy': kind === 'remote' ? 'cross-origin' : 'same-origin',
    // A stylesheet's own requests (its images, its fonts) follow it too.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
  }
}

/**
 * The headers that govern a document or a worker (what it may frame, open, prefetch and use), which
 * a browser reads on no other response. With the CSP they are most of an answer's headers: a
 * stylesheet the page waits for to paint came with 1.5 KB of them over HTTP/1.1, where headers are
 * not compressed, against 0.6 KB without (decision 0114).
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/**
 * Where a browser uses what it asked for (`Sec-Fetch-Dest`) when that is not a document or a worker:
 * those answers go without the CSP and `DOCUMENT_HEADERS`. A request that does not say (an older
 * browser, a script of ours, curl) gets them all, as a document would.
 */
export const SUBRESOURCE_DESTINATIONS = [
  'audio',
  'empty',
  'font',
  'image',
  'json',
  'manifest',
  'script',
  'style',
  'track',
  'video',
] as const

/** The request header the answer's headers depend on: caches keep one copy per value (`Vary`). */
export const DESTINATION_HEADER = 'Sec-Fetch-Dest'

export function isSubresourceRequest(destination: string | string[] | undefined): boolean {
  return (
    typeof destination === 'string' && (SUBRESOURCE_DESTINATIONS as readonly string[]).includes(destination)
  )
}

/**
 * Helmet renders the CSP, each directive read per request from the files deployed now; its own
 * headers are off, because `securityHeaders` and `DOCUMENT_HEADERS` already say what each one is (set
 * by the server's hook, which also takes the CSP off a subresource's answer).
 */
export function helmetOptions(deployed: () => DeployedSources): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        CSP.map(([name, sources]) => [name, [() => directiveValue(sources, deployed())]]),
      ),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }
}

/** The nginx variable holding one document header's value for this request (`nginxDocumentHeaderMaps`). */
const nginxVariable = (kind: ServedBy, name: string) => `$${kind}_${name.toLowerCase().replaceAll('-', '_')}`

/**
 * The same headers as nginx `add_header` lines (`always`: on error pages too, as the Node server). A
 * document header's value is a variable, empty for a subresource's request, and nginx adds no header
 * whose value is empty.
 */
export function nginxSecurityHeaders(kind: ServedBy): string[] {
  return [
    ...Object.entries(securityHeaders(kind)).map(([name, value]) => nginxHeader(name, value)),
    ...DOCUMENT_HEADER_NAMES.map((name) => `add_header ${name} ${nginxVariable(kind, name)} always;`),
    nginxHeader('Vary', DESTINATION_HEADER),
  ]
}

/** The `map` blocks (http level) that give `nginxSecurityHeaders`' variables their value for a request. */
export function nginxDocumentHeaderMaps(kind: ServedBy, deployed: DeployedSources): string[] {
  return Object.entries(documentHeaders(deployed)).map(([name, value]) => {
    const none = SUBRESOURCE_DESTINATIONS.map((destination) => `${destination} "";`).join(' ')
    return `map $http_sec_fetch_dest ${nginxVariable(kind, name)} { default ${nginxQuoted(name, value)}; ${none} }`
  })
}

/** Every header a document's answer carries and a subresource's does not, with its value. */
export function documentHeaders(deployed: DeployedSources): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(deployed), ...DOCUMENT_HEADERS }
}

/** The names of `documentHeaders`, whatever is deployed. */
export const DOCUMENT_HEADER_NAMES = ['Content-Security-Policy', ...Object.keys(DOCUMENT_HEADERS)]

export function nginxHeader(name: string, value: string): string {
  return `add_header ${name} ${nginxQuoted(name, value)} always;`
}

function nginxQuoted(name: string, value: string): string {
  if (value.includes('"')) throw new Error(`${name}: a header value for nginx cannot hold a double quote`)
  return `"${value}"`
}
