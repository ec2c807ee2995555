/**
 * Serves the built apps as four origins, like four separate deploys.
 *   tsx server/serve.ts                      all four, from each app's dist/
 *   tsx server/serve.ts categories 4185 DIR  one remote (e.g. a second build) on another port
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localOrigin, remoteApps, shellApp, type AppKey } from '../src/federation/apps'
import { createAppServer } from './app-server'
import { openEventsDb, type EventsDb } from './events-db/open'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const shellOrigins = (process.env.SHELL_ORIGINS ?? localOrigin(shellApp.port)).split(/\s+/)
const host = process.env.HOST ?? 'localhost'
/** The shell's events store: Postgres at DATABASE_URL, else PGlite in EVENTS_DIR (default shell/.events). */
const eventsDir = resolve(process.env.EVENTS_DIR ?? fileURLToPath(new URL('../.events', import.meta.url)))
let events: EventsDb | undefined

async function serve(app: AppKey, port: number, root: string) {
  if (app === 'shell') events = await openEventsDb({ url: process.env.DATABASE_URL, dir: eventsDir })
  const server = await createAppServer({
    root,
    kind: app === 'shell' ? 'shell' : 'remote',
    shellOrigins,
    events: app === 'shell' ? events : undefined,
  })
  await server.listen({ port, host })
  console.log(`${app.padEnd(10)} ${localOrigin(port)}  ←  ${root}`)
  return server
}

const [only, portArg, dirArg] = process.argv.slice(2)
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

async function shutDown() {
  await Promise.all(servers.map((server) => server.close()))
  await events?.close()
  process.exit(0)
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
