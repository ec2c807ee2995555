/**
 * `pnpm start`: builds the four apps, composes every page and serves them on localhost.
 * `pnpm start -- --host`: the same, for trying the site from a phone on this network: the servers
 * listen on every interface and print this machine's LAN address, and the build names each remote
 * at that address (a phone's `localhost` is the phone). A `REMOTE_URL_<KEY>` already set wins.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { lanAddresses, remoteUrlsAt } from '../lan-addresses'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const { values } = parseArgs({ options: { host: { type: 'boolean', default: false } } })
const [address] = values.host ? lanAddresses() : []
if (values.host && !address)
  console.log('No network but loopback: the site is served on every interface anyway.')

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('pnpm', args, { cwd: repoRoot, env, stdio: 'inherit' })

run(['build'], address ? { ...remoteUrlsAt(address), ...process.env } : process.env)
run(values.host ? ['serve', '--host'] : ['serve'])
