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

/** Every other security header, on every response of an app. */
export function securityHeaders(kind: ServedBy): Record<string, string> {
  return {
    ...(kind === 'remote' ? { 'Access-Control-Allow-Origin': REMOTE_READERS } : {}),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Remote files are loaded cross-origin by the shell: they must allow it.
    'Cross-Origin-Resource-Policy': kind === 'remote' ? 'cross-origin' : 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/**
 * Helmet renders the CSP, each directive read per request from the files deployed now; its own
 * headers are off, because `securityHeaders` already says what each one is (set by the server's hook).
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

/** The same headers as nginx `add_header` lines (`always`: on error pages too, as the Node server). */
export function nginxSecurityHeaders(kind: ServedBy, deployed: DeployedSources): string[] {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(deployed), ...securityHeaders(kind) }
  return Object.entries(headers).map(([name, value]) => nginxHeader(name, value))
}

export function nginxHeader(name: string, value: string): string {
  if (value.includes('"')) throw new Error(`${name}: a header value for nginx cannot hold a double quote`)
  return `add_header ${name} "${value}" always;`
}
