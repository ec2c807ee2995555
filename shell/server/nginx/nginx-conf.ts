/**
 * Writes the production nginx configuration for the four apps, with the same headers, redirects
 * and 404s as shell/server (shell/docs/running-in-production.md). Run it after `pnpm build`
 * and again after each compose: the CSP lists the style hashes of the composed pages.
 *   pnpm --filter site-server exec tsx nginx/nginx-conf.ts [--base-port 4173] [--prefix /srv/pacanele] [--state-dir DIR] > nginx.conf
 * Each app's dist/ is expected at <prefix>/<app dir>/dist.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  CATEGORY_PARAMS,
  categoryRoutes,
  knownPaths,
  permanentRedirects,
  SEARCH_PARAM,
} from 'shell/tooling/contract/routes'
import { COMPOSED_DIR, pageFile, type ComposedIndex } from 'shell/tooling/compose/composed-index'
import { localOrigin, remoteApps, remoteKeys, remotePortFrom, shellApp } from 'shell/tooling/federation/apps'
import { RELEASE_RECORD_PATH } from 'shell/tooling/page-format/release-record-path'
import {
  ALLOW,
  ALLOWED_METHODS,
  IMMUTABLE,
  inlineScriptHashes,
  recordOrigins,
  MAX_REQUEST_HEADER_BYTES,
  DOCUMENT_HEADER_NAMES,
  nginxDocumentHeaderMaps,
  nginxHeader,
  nginxSecurityHeaders,
  REVALIDATE,
  securityHeaders,
  type DeployedSources,
  type ServedBy,
} from 'shell/tooling/serving/headers'
import { STATUS_DIR, statusPagePath } from 'shell/tooling/serving/status-pages'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { MAX_BODY_BYTES } from '../collector/collector'

const { values } = parseArgs({
  options: {
    'base-port': { type: 'string', default: String(shellApp.port) },
    prefix: { type: 'string', default: '/srv/pacanele' },
    'state-dir': { type: 'string', default: '/tmp/pacanele-nginx' },
    'index-html': { type: 'string' },
    'remote-origins': { type: 'string' },
    /** The shell's Node server, where POST /api/events is passed (the collector). */
    collector: { type: 'string' },
  },
})

const basePort = Number(values['base-port'])
const prefix = values.prefix!
const stateDir = values['state-dir']!
const remotes = remoteKeys.map((key) => ({ ...remoteApps[key], listen: remotePortFrom(basePort, key) }))
const collector = values.collector ?? localOrigin(shellApp.port)
const remoteOrigins = values['remote-origins']?.split(/\s+/) ?? remotes.map((r) => localOrigin(r.listen))

const shellDist = join(prefix, shellApp.dir, 'dist')
const indexHtml = readFileSync(values['index-html'] ?? join(shellDist, 'index.html'), 'utf8')
const composedIndex = JSON.parse(
  readFileSync(join(shellDist, COMPOSED_DIR, 'index.json'), 'utf8'),
) as ComposedIndex
const recordFile = join(shellDist, RELEASE_RECORD_PATH)
// As the Node server: the origins the deployed record names, and the ones given (or the local layout).
const origins = [
  ...new Set([
    ...recordOrigins(existsSync(recordFile) ? readFileSync(recordFile, 'utf8') : undefined),
    ...remoteOrigins,
  ]),
]
// A remote serves no page of its own: no inline script, no composed style, as its Node server.
const deployed: Record<ServedBy, DeployedSources> = {
  shell: {
    scriptHashes: inlineScriptHashes(indexHtml),
    styleHashes: composedIndex.styleHashes,
    remoteOrigins: origins,
  },
  remote: { scriptHashes: [], styleHashes: [], remoteOrigins: origins },
}

const lines = (headers: string[]) => headers.map((line) => `\n    ${line}`).join('')
const security = (kind: ServedBy) => lines(nginxSecurityHeaders(kind))
const documentHeaderMaps = (['shell', 'remote'] as const)
  .flatMap((kind) => nginxDocumentHeaderMaps(kind, deployed[kind]))
  .map((map) => `\n  ${map}`)
  .join('')
const cacheControl = (value: string) => lines([nginxHeader('Cache-Control', value)])

/** An nginx regex for a query holding a non-empty value for one of `names` (as `pageQuery` reads it). */
const readsAny = (names: readonly string[]) => `(^|&)(${names.join('|')})=[^&]`
const filterParams = Object.values(CATEGORY_PARAMS).filter((name) => name !== CATEGORY_PARAMS.page)

const canonicalLocations = categoryRoutes
  .map(
    ({ slug }) => `
    location ~* ^/${slug}/*$ {
      if ($uri != "/${slug}") { return 301 /${slug}$is_args$args; }
      if ($args ~ "${readsAny(filterParams)}") { rewrite ^ /${COMPOSED_DIR}/${composedIndex.frame} last; }
      if ($arg_${CATEGORY_PARAMS.page} ~ "^[0-9]+$") { rewrite ^ /${COMPOSED_DIR}/${pageFile(`/${slug}?${CATEGORY_PARAMS.page}=$arg_${CATEGORY_PARAMS.page}`)} last; }${security('shell')}${cacheControl(REVALIDATE)}
      try_files /${COMPOSED_DIR}/${pageFile(`/${slug}`)} =404;
    }`,
  )
  .join('')

/**
 * What every server answers before it looks at a path: other methods 405 (with `Allow`, from the
 * http block's map), and a request line or headers past the limit 431, as the Node server.
 * nginx itself would say 414 (line) or 400 (a header: its 494 inside). Each refusal gets the build's
 * status page (shell/serving/status-pages.ts), the file the Node server sends. nginx asks for an error page
 * with GET, so the 405's `Allow` is written on its page's location. As the Node server, a path nginx
 * cannot read (undecodable, above the root) is one that does not exist; any other 400 is a request
 * it could not read. A location tells them apart and answers again, through these same rules (a named
 * location cannot: nginx has no URI to go there with when the request line itself is unreadable).
 */
const BAD_REQUEST = `/${STATUS_DIR}/bad-request`
const requestRules = (kind: ServedBy, notFoundPage: string) => {
  const refused = kind === 'shell' ? '$shell_method_refused' : '$remote_method_refused'
  const headers = `${security(kind)}${cacheControl(REVALIDATE)}`
  const errorPages = `
    error_page 403 404 =404 ${notFoundPage};
    error_page 405 ${statusPagePath(405)};
    error_page 414 494 =431 ${statusPagePath(431)};
    error_page 500 502 503 504 =500 ${statusPagePath(500)};`
  return `
    add_header Allow $refused_method_allow always;
    if (${refused}) { return 405; }
    recursive_error_pages on;
    error_page 400 = ${BAD_REQUEST};${errorPages}
    location = ${BAD_REQUEST} {
      internal;
      error_page 400 ${statusPagePath(400)};${errorPages.replaceAll('\n', '\n  ')}
      if ($unreadable_path) { return 404; }
      return 400;
    }
    location /${STATUS_DIR}/ {
      internal;${headers}
      location = ${statusPagePath(405)} {${headers}${lines([nginxHeader('Allow', ALLOW)])}
      }
    }`
}

/** The Node server's own copies of the headers nginx adds, hidden so each is sent once. */
const hiddenSecurityHeaders = lines(
  [...Object.keys(securityHeaders('shell')), ...DOCUMENT_HEADER_NAMES].map(
    (name) => `proxy_hide_header ${name};`,
  ),
)

const redirects = Object.entries(permanentRedirects)
  .map(([from, to]) => `\n    location ~* ^${from}/*$ { return 301 ${to}$is_args$args; }`)
  .join('')

const remoteServers = remotes
  .map(
    (remote) => `
  server {
    listen ${remote.listen};
    root ${join(prefix, remote.dir, 'dist')};${security('remote')}${cacheControl(REVALIDATE)}${requestRules('remote', statusPagePath(404))}
    location /assets/ {${security('remote')}${cacheControl(IMMUTABLE)}
      location = /assets/remoteEntry.js {${security('remote')}${cacheControl(REVALIDATE)}
      }
    }
  }`,
  )
  .join('\n')

process.stdout
  .write(`# Generated by shell/server/nginx/nginx-conf.ts from the route table and the built index.html.
# Known paths: ${knownPaths.join(' ')}
worker_processes 1;
error_log ${join(stateDir, 'error.log')} warn;
pid ${join(stateDir, 'nginx.pid')};
events { worker_connections 1024; }

http {
  types {
    text/html html;
    text/css css;
    text/javascript js mjs;
    application/json json;
    image/svg+xml svg;
    image/png png;
    image/webp webp;
    text/plain txt;
    application/xml xml;
  }
  default_type application/octet-stream;
  charset utf-8;
  access_log off;
  server_tokens off;
  sendfile on;
  # A document's headers (the CSP and the rest), empty for a subresource's request: nginx adds none then.${documentHeaderMaps}
  # The build's .gz copy of an asset when there is one (brotli needs the ngx_brotli module), else gzip on the fly.
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_types text/css text/javascript application/json image/svg+xml application/xml;
  # As the Node server: about ${MAX_REQUEST_HEADER_BYTES / 1024}k for the request line and headers together (one buffer).
  large_client_header_buffers 1 ${MAX_REQUEST_HEADER_BYTES / 1024}k;
  # Redirects name a path, as the Node server's do: the Host header and the port stay out of them.
  absolute_redirect off;
  client_body_temp_path ${join(stateDir, 'tmp')};
  proxy_temp_path ${join(stateDir, 'tmp')};
  fastcgi_temp_path ${join(stateDir, 'tmp')};
  uwsgi_temp_path ${join(stateDir, 'tmp')};
  scgi_temp_path ${join(stateDir, 'tmp')};

  # Only GET and HEAD, on the shell's origin also any method to the collector (its Node server answers
  # those, 405 with Allow: POST but to a POST). Volatile: read again after an error page's redirect,
  # where the method has become GET (a value kept from the POST would refuse the page itself).
  map $request_method $remote_method_refused {
    volatile;
    default 1;
${ALLOWED_METHODS.map((method) => `    ${method} 0;`).join('\n')}
  }
  map "$request_method $uri" $shell_method_refused {
    volatile;
    default $remote_method_refused;
    "~^[A-Z]+ ${COLLECTOR_PATH}$" 0;
  }

  map $request_method $refused_method_allow {
    default "${ALLOW}";
${ALLOWED_METHODS.map((method) => `    ${method} "";`).join('\n')}
  }

  # Where a path redirects (the same, unless it starts with more than one slash or a backslash, or ends
  # with slashes), read from the request as sent: the decoded $uri turns %5C into a backslash and %09
  # into a tab. The result starts with one slash, so no browser reads it as another host (\x5C: a backslash).
  map $request_uri $same_origin_target {
    default $request_uri;
    "~^[/\\x5C]+(?<target_path>[^?]*?)/*(?<target_query>\\?.*)?$" /$target_path$target_query;
  }

  # A request refused for its path alone: an escape nginx cannot decode, a dot segment above the root.
  # Read from the request line: nginx leaves $request_uri empty when it cannot read the path.
  map $request $unreadable_path {
    default 0;
    "~^[A-Z]+ [^?\\s]*(%|/\\.)" 1;
  }

  server {
    listen ${basePort};
    root ${shellDist};
${security('shell')}${cacheControl(REVALIDATE)}${requestRules('shell', `/${COMPOSED_DIR}/${composedIndex.notFound}`)}
    # A refusal's page is answered as it is: the rules below are for the path asked for.
    if ($uri ~ "^/${STATUS_DIR}/") { break; }
    # Leading runs of slashes and backslashes, and trailing slashes, go (nginx merges repeated slashes inside).
    if ($same_origin_target != $request_uri) { return 301 $same_origin_target; }${redirects}
    # A query the page reads and that was not composed (search, filters) gets the frame; any other
    # parameter (utm_*, gclid…) the composed page; a later list page its own composed page.
    location = / {
      if ($args ~ "${readsAny([SEARCH_PARAM])}") { rewrite ^ /${COMPOSED_DIR}/${composedIndex.frame} last; }${security('shell')}${cacheControl(REVALIDATE)}
      try_files /${COMPOSED_DIR}/${pageFile('/')} =404;
    }${canonicalLocations}
    # Composed pages are reached through the locations above; a list page that was not composed is the frame.
    location /${COMPOSED_DIR}/ {
      internal;${security('shell')}${cacheControl(REVALIDATE)}
      try_files $uri /${COMPOSED_DIR}/${composedIndex.frame};
    }
    location /assets/ {${security('shell')}${cacheControl(IMMUTABLE)}
      try_files $uri =404;
    }
    # The collector is the shell's Node server: its answer (202, or a refusal with its status page and
    # Allow) goes back as it is, with nginx's security headers in place of its own. Via marks the request
    # as proxied, which the server's internal paths refuse; X-Real-IP names the client, which the server
    # only keys its per-client limits on, through an HMAC it keeps in memory (server/collector/client-limits.ts).
    # Behind a load balancer, X-Forwarded-For carries its chain on, which a server told to trust it
    # (TRUST_PROXY: loopback and the balancer's addresses) reads instead.
    location = ${COLLECTOR_PATH} {${security('shell')}
      proxy_pass ${collector};
      proxy_set_header Host $http_host;
      proxy_set_header Via "1.1 nginx";
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_http_version 1.1;
      proxy_set_header Connection "";${hiddenSecurityHeaders}
      # As the Node server: a body over its cap is refused before it is read, with the same page.
      client_max_body_size ${MAX_BODY_BYTES / 1024}k;
      error_page 413 ${statusPagePath(413)};
      error_page 500 502 503 504 =500 ${statusPagePath(500)};
    }
    # Files, then the pages remotes add (a page per game), composed; else the 404 page.
    location / {
      try_files $uri /${COMPOSED_DIR}$uri.html =404;
    }
  }
${remoteServers}
}
`)
