/**
 * `pnpm loadtest`: 100 concurrent connections for 20 s against the production static server on
 * loopback, cycling through every page, the record, a remote entry and hashed assets.
 * Prints requests/s, p99 latency and errors; exits non-zero on any error or non-2xx answer.
 * Needs a build (`pnpm build`). Options: LOADTEST_SECONDS, LOADTEST_CONNECTIONS.
 */
import autocannon from 'autocannon'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { knownPaths } from 'shell/tooling/contract/routes'
import { createAppServer } from '../app-server'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const PORT = 4273
const shellDist = resolve(repo, 'shell/dist')
const seconds = Number(process.env.LOADTEST_SECONDS ?? 20)
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 100)

const server = await createAppServer({ root: shellDist, kind: 'shell', shellOrigins: [] })
await server.listen({ port: PORT, host: '127.0.0.1' })

const assets = readdirSync(resolve(shellDist, 'assets')).map((name) => `/assets/${name}`)
const paths = [
  ...knownPaths,
  '/?s=book%20of%20ra',
  '/release-record.json',
  '/robots.txt',
  '/sitemap.xml',
  ...assets,
]

const result = await autocannon({
  url: `http://127.0.0.1:${PORT}`,
  connections,
  duration: seconds,
  requests: paths.map((path) => ({ method: 'GET', path })),
})
await server.close()

const summary = {
  'requests/s (mean)': Math.round(result.requests.average),
  'latency p99 (ms)': result.latency.p99,
  'latency p50 (ms)': result.latency.p50,
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  'non-2xx': result.non2xx,
  'paths in rotation': paths.length,
}
console.table(summary)
if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
  console.error('loadtest: FAILED — errors, timeouts or non-2xx answers under load')
  process.exit(1)
}
console.log(`loadtest: ${connections} connections × ${seconds} s, clean`)
