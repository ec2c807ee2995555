import { networkInterfaces } from 'node:os'
import { REMOTE_ENTRY_PATH, remoteApps, remoteKeys } from 'shell/tooling/federation/apps'

type Interfaces = ReturnType<typeof networkInterfaces>

/**
 * This machine's IPv4 addresses on its networks (not loopback): where a phone on the same Wi-Fi
 * reaches a server listening on every interface.
 */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => address.address)
}

/** Every interface, for `--host` (as Vite's own flag) or `HOST=0.0.0.0`. */
export const EVERY_INTERFACE = '0.0.0.0'

/**
 * Each remote's entry at this machine's LAN address, as `REMOTE_URL_<KEY>` build settings: a page
 * opened from a phone loads its parts from there (the phone's own `localhost` is the phone).
 */
export function remoteUrlsAt(address: string): Record<string, string> {
  return Object.fromEntries(
    remoteKeys.map((key) => [
      `REMOTE_URL_${key.toUpperCase()}`,
      `http://${address}:${remoteApps[key].port}${REMOTE_ENTRY_PATH}`,
    ]),
  )
}
