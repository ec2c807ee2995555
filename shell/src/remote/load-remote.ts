import type { ExposedModule, RemoteModules } from '../contract'
import { remoteApps, remoteKeys, type RemoteKey } from '../federation/apps'
import { importExposed, setRemoteEntry } from '../federation/plugin/runtime'
import type { RemoteMeta } from '../federation/remote-meta'
import type { PageReleases } from '../release/page-builds'
import { incompatibility } from './compatibility'
import { RemoteLoadError } from './remote-error'
import { REMOTE_TIMEOUT_MS } from './timeout'

export { REMOTE_TIMEOUT_MS }

type ExposedName<K extends RemoteKey> = keyof RemoteModules[K] & string
type AnyExposed = ExposedModule<never>

const loaded = new Map<string, AnyExposed>()
const metas = new Map<RemoteKey, Promise<{ remoteMeta?: Partial<RemoteMeta> }>>()
const releases = new Map<RemoteKey, { entry: string; buildId?: string }>()
const attempts: Record<RemoteKey, number> = { home: 0, categories: 0, faq: 0 }
let releasesPromise: Promise<Pick<PageReleases, 'builds'>> | undefined

/**
 * Points the federation runtime at each remote's build for this page (stable, canary or preview,
 * see release/resolve.ts). Called once, before the router exists; the URL is resolved lazily so no
 * remote request waits on anything but the (preloaded) manifest. After a failure the URL gets a
 * fresh query, because browsers remember a failed module import.
 */
export function configureRemotes(releases: Promise<Pick<PageReleases, 'builds'>>): void {
  releasesPromise = releases
  for (const key of remoteKeys) registerRemote(key)
}

/** The entry this page loads the remote from, or why it loads nothing (every build is blocked). */
async function chosenEntry(key: RemoteKey): Promise<string> {
  const build = (await releasesPromise!).builds[key]
  if (build.entry === null) throw new RemoteLoadError('withdrawn', `${key}: ${build.reason}`)
  return new URL(build.entry, window.location.href).href
}

function registerRemote(key: RemoteKey): void {
  const attempt = attempts[key]
  setRemoteEntry(remoteApps[key].scope, async () => {
    const url = new URL(await chosenEntry(key))
    if (attempt > 0) url.searchParams.set('attempt', String(attempt))
    return url.href
  })
}

/**
 * Before a retry: forget everything loaded from this remote, so the next load fetches its entry
 * afresh (a fixed or rolled-back deploy names new chunk files there).
 */
export function resetRemote(key: RemoteKey): void {
  attempts[key] += 1
  metas.delete(key)
  releases.delete(key)
  for (const id of [...loaded.keys()]) if (id.startsWith(`${key}/`)) loaded.delete(id)
  registerRemote(key)
  for (const listener of [...resetListeners]) if (listener.key === key) listener.retry()
}

const resetListeners = new Set<{ key: RemoteKey; retry: () => void }>()

/**
 * A slot that failed tries again whenever its remote is reset: one "Reîncearcă" brings back every
 * slot of that remote on the page, counts in tiles included. Returns the unsubscribe.
 */
export function onRemoteReset(key: RemoteKey, retry: () => void): () => void {
  const listener = { key, retry }
  resetListeners.add(listener)
  return () => resetListeners.delete(listener)
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `${what} took longer than ${ms} ms`)),
      ms,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Hands the slots a module that is already here: the compose step renders with the remotes'
 * server bundles, which it imported itself (there is no federation runtime in Node).
 */
export function provideExposed(remote: RemoteKey, name: string, module: AnyExposed): void {
  loaded.set(`${remote}/${name}`, module)
}

/** The entry URL (absolute) and build a remote was loaded from, once one of its modules has loaded. */
export function loadedRelease(remote: RemoteKey): { entry: string; buildId?: string } | undefined {
  return releases.get(remote)
}

export function loadedExposed<K extends RemoteKey>(
  remote: K,
  name: ExposedName<K>,
): ExposedModule<RemoteModules[K][typeof name]> | undefined {
  return loaded.get(`${remote}/${name}`) as ExposedModule<RemoteModules[K][typeof name]> | undefined
}

export async function loadExposed<K extends RemoteKey>(
  remote: K,
  name: ExposedName<K>,
): Promise<ExposedModule<RemoteModules[K][typeof name]>> {
  const cached = loadedExposed(remote, name)
  if (cached) return cached
  const what = `${remote}/${name}`
  const scope = remoteApps[remote].scope
  const loading = chosenEntry(remote).then((entry) => {
    if (!metas.has(remote))
      metas.set(remote, importExposed<{ remoteMeta?: Partial<RemoteMeta> }>(scope, './meta'))
    // Meta and module load in parallel: the check costs no extra round trip.
    return Promise.allSettled([metas.get(remote)!, importExposed<AnyExposed>(scope, `./${name}`)]).then(
      ([meta, module]) => ({ entry, meta, module }),
    )
  })
  // A remote whose every build is blocked fails here: not even its entry is requested.
  const { entry, meta, module } = await withTimeout(loading, REMOTE_TIMEOUT_MS, what)
  if (meta.status === 'rejected' && module.status === 'rejected') {
    throw new RemoteLoadError('unreachable', `${what} could not be loaded`, { cause: module.reason })
  }
  const problem = incompatibility(
    meta.status === 'fulfilled' ? meta.value.remoteMeta : undefined,
    __SHELL_META__,
  )
  if (problem) throw new RemoteLoadError('incompatible', `${what} was built against ${problem}`)
  if (module.status === 'rejected' || typeof module.value.default !== 'function') {
    throw new RemoteLoadError('unreachable', `${what} could not be loaded`, {
      cause: module.status === 'rejected' ? module.reason : 'no default export',
    })
  }
  loaded.set(what, module.value as AnyExposed)
  releases.set(remote, {
    entry,
    buildId: meta.status === 'fulfilled' ? meta.value.remoteMeta?.buildId : undefined,
  })
  return module.value as ExposedModule<RemoteModules[K][typeof name]>
}

/**
 * Starts loading a module a composed page names (`remote/Module`), before anything renders: the
 * page's module preloads already fetch its files, and its slot hydrates as soon as it has run. The
 * slot reports a failure itself.
 */
export function preloadExposed(id: string): void {
  const [remote, name] = id.split('/') as [string, string]
  if (!(remoteKeys as string[]).includes(remote)) return
  loadExposed(remote as RemoteKey, name as never).catch(() => undefined)
}
