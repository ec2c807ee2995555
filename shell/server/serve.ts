/**
 * Serves the built apps as four origins, like four separate deploys.
 *   tsx server/serve.ts                      all four, from each app's dist/
 *   tsx server/serve.ts --host               the same on every interface, the LAN address printed
 *   tsx server/serve.ts categories 4185 DIR  one remote (e.g. a second build) on another port
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { localOrigin, remoteApps, shellApp, type AppKey } from 'shell/tooling/federation/apps'
import { createAppServer } from './app-server'
import { eventsStoreFromEnv } from './collector/store-location'
import { EVERY_INTERFACE, lanAddresses } from './lan-addresses'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const shellOrigins = (process.env.SHELL_ORIGINS ?? localOrigin(shellApp.port)).split(/\s+/)
const { values, positionals } = parseArgs({
  options: { host: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const host = values.host ? EVERY_INTERFACE : (process.env.HOST ?? 'localhost')

async function serve(app: AppKey, port: number, root: string) {
  const store = app === 'shell' ? await eventsStoreFromEnv(root) : undefined
  // Addresses exempt from the collector's per-client limits (a load test, the e2e suite's browsers).
  const unlimitedClients = process.env.COLLECTOR_UNLIMITED_CLIENTS?.split(/\s+/).filter(Boolean)
  const events = store && { ...store, unlimitedClients }
  const server = await createAppServer({
    root,
    kind: app === 'shell' ? 'shell' : 'remote',
    shellOrigins,
    events,
    // pino's JSON lines on stdout, as Fastify writes them.
    log: { level: process.env.LOG_LEVEL || 'info' },
    // The load balancer's addresses: a visitor behind it is still one client to the collector.
    trustProxy: process.env.TRUST_PROXY?.split(/[\s,]+/).filter(Boolean),
  })
  // A store that cannot be opened again is past what this process can mend: its supervisor restarts it.
  store?.db.onFault((fault) => {
    if (fault.kind !== 'gave-up') return
    server.log.fatal({ err: fault.error }, 'events store: not opened again; exiting for the supervisor')
    process.exit(1)
  })
  // The store closes after the server: the collector's last batches are committed first.
  if (events) server.addHook('onClose', () => events.db.close())
  await server.listen({ port, host })
  server.log.info({ app, root }, `${app} at ${localOrigin(port)}`)
  return server
}

const [only, portArg, dirArg] = positionals
const targets: Array<[AppKey, number, string]> = only
  ? [[only as AppKey, Number(portArg), resolve(dirArg!)]]
  : [
      ['shell', shellApp.port, resolve(repoRoot, shellApp.dir, 'dist')],
      ...Object.entries(remoteApps).map(
        ([key, app]) =>
          [key as AppKey, app.port, resolve(repoRoot, app.dir, 'dist')] as [AppKey, number, string],
      ),
    ]

const servers = await Promise.all(targets.map((target) => serve(...target)))
if (host === EVERY_INTERFACE) {
  // A phone on the same network opens the site at this machine's address.
  const [app, port] = targets[0]!
  const addresses = lanAddresses()
  for (const address of addresses) console.log(`${app.padEnd(10)} http://${address}:${port}  (this network)`)
  if (addresses.length === 0)
    console.log('No network address but loopback: nothing else can reach this machine.')
}

async function shutDown() {
  await Promise.all(servers.map((server) => server.close()))
  process.exit(0)
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
