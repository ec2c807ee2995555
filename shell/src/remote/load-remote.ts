import type { ExposedModule, RemoteModules } from '../contract'
import { remoteApps, remoteKeys, type RemoteKey } from '../federation/apps'
import { importExposed, setRemoteEntry } from '../federation/plugin/runtime'
import type { RemoteMeta } from '../federation/remote-meta'
import type { PageReleases } from '../release/page-builds'
import { incompatibility } from './compatibility'
import { RemoteLoadError } from './remote-error'
import { REMOTE_TIMEOUT_MS } from './timeout'

export { REMOTE_TIMEOUT_MS }

export type ExposedName<K extends RemoteKey> = keyof RemoteModules[K] & string
type AnyExposed = ExposedModule<never>
type Exposed<K extends RemoteKey, N extends ExposedName<K>> = ExposedModule<RemoteModules[K][N]>
type Meta = { remoteMeta?: Partial<RemoteMeta> }

/** The entry URL (absolute) and build a remote was loaded from. */
export interface LoadedRelease {
  entry: string
  buildId?: string
}

/** What the loader asks of the page beyond the federation runtime. */
export interface PageActions {
  /** Whether the remote's entry answers now, fetched afresh. */
  entryAnswers(url: string): Promise<boolean>
  /** Loads the page anew. */
  reload(): void
}

const browserPage: PageActions = {
  entryAnswers: (url) =>
    fetch(url, { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    ),
  reload: () => window.location.reload(),
}

/** This page's remote loader: what it loaded, from which build, and the retries of each remote. */
export interface RemoteLoader {
  loadExposed<K extends RemoteKey, N extends ExposedName<K>>(remote: K, name: N): Promise<Exposed<K, N>>
  loadedExposed<K extends RemoteKey, N extends ExposedName<K>>(remote: K, name: N): Exposed<K, N> | undefined
  /** Once one of its modules has loaded. */
  loadedRelease(remote: RemoteKey): LoadedRelease | undefined
  /**
   * The release this page will load the remote from, once the page's releases are known: its entry
   * and build as the record names them; undefined when it loads none (every build blocked, or no
   * releases, as in the compose step).
   */
  plannedRelease(remote: RemoteKey): Promise<LoadedRelease | undefined>
  /**
   * Hands the slots a module that is already here: the compose step renders with the remotes'
   * server bundles, which it imported itself (there is no federation runtime in Node).
   */
  provideExposed(remote: RemoteKey, name: string, module: AnyExposed): void
  /**
   * Before a retry: forget everything loaded from this remote, so the next load fetches its entry
   * afresh (a fixed or rolled-back deploy names new chunk files there).
   */
  resetRemote(remote: RemoteKey): void
  /**
   * A slot that failed tries again whenever its remote is reset: one "Reîncearcă" brings back every
   * slot of that remote on the page, counts in tiles included. Returns the unsubscribe.
   */
  onRemoteReset(remote: RemoteKey, retry: () => void): () => void
}

/**
 * The loader for one page. With this page's releases (stable, canary or preview, see
 * release/resolve.ts) it points the federation runtime at each remote's build; the URL is resolved
 * lazily so no remote request waits on anything but the (preloaded) record. After a failure the
 * URL gets a fresh query, because browsers remember a failed module import. Without releases (the
 * compose step) it serves only the modules it is given.
 */
export function createRemoteLoader(
  releases?: Promise<Pick<PageReleases, 'builds'>>,
  page: PageActions = browserPage,
): RemoteLoader {
  const loaded = new Map<string, AnyExposed>()
  const metas = new Map<RemoteKey, Promise<Meta>>()
  const loadedReleases = new Map<RemoteKey, LoadedRelease>()
  const attempts: Record<RemoteKey, number> = { home: 0, categories: 0, faq: 0 }
  const resetListeners = new Set<{ key: RemoteKey; retry: () => void }>()

  /** The release this page loads the remote from (its entry resolved against the page), or why none. */
  async function pageRelease(key: RemoteKey): Promise<LoadedRelease | RemoteLoadError> {
    if (!releases) return new RemoteLoadError('unreachable', `${key}: no releases to load from`)
    const build = (await releases).builds[key]
    if (build.entry === null) return new RemoteLoadError('withdrawn', `${key}: ${build.reason}`)
    return { entry: new URL(build.entry, window.location.href).href, buildId: build.build }
  }

  /** The entry this page loads the remote from; throws why it loads nothing (every build is blocked). */
  async function chosenEntry(key: RemoteKey): Promise<string> {
    const release = await pageRelease(key)
    if (release instanceof RemoteLoadError) throw release
    return release.entry
  }

  /** The entry URL of this attempt at the remote: a retry's has its own query. */
  async function attemptEntry(key: RemoteKey, attempt: number): Promise<string> {
    const url = new URL(await chosenEntry(key))
    if (attempt > 0) url.searchParams.set('attempt', String(attempt))
    return url.href
  }

  function registerRemote(key: RemoteKey): void {
    const attempt = attempts[key]
    setRemoteEntry(remoteApps[key].scope, () => attemptEntry(key, attempt))
  }

  /**
   * A retry that still cannot load the remote's modules while its entry answers: the fresh query
   * reaches only the entry, and a browser that keeps a failed module import for the life of the page
   * (Firefox does) refuses again every other file it could not fetch before. Only a new page loads
   * them, so the page is reloaded, once per retry however many slots the remote has.
   */
  const reloadChecks = new Map<string, Promise<void>>()
  function reloadIfOnlyThisPageRefuses(key: RemoteKey): Promise<void> {
    const attempt = attempts[key]
    const id = `${key}@${attempt}`
    if (attempt === 0) return Promise.resolve()
    if (!reloadChecks.has(id)) {
      reloadChecks.set(
        id,
        attemptEntry(key, attempt)
          .then((entry) => page.entryAnswers(entry))
          .then((answers) => (answers ? page.reload() : undefined)),
      )
    }
    return reloadChecks.get(id)!
  }

  /** The remote's `./meta` and one exposed module, fetched in parallel: the check costs no extra round trip. */
  function fetchFromRuntime(
    remote: RemoteKey,
    name: string,
  ): Promise<[PromiseSettledResult<Meta>, PromiseSettledResult<Partial<AnyExposed>>]> {
    const scope = remoteApps[remote].scope
    if (!metas.has(remote)) metas.set(remote, importExposed<Meta>(scope, './meta'))
    return Promise.allSettled([metas.get(remote)!, importExposed<AnyExposed>(scope, `./${name}`)])
  }

  const loader: RemoteLoader = {
    loadedExposed: (remote, name) => loaded.get(`${remote}/${name}`) as never,
    loadedRelease: (remote) => loadedReleases.get(remote),
    plannedRelease: async (remote) => {
      const release = await pageRelease(remote)
      return release instanceof RemoteLoadError ? undefined : release
    },
    provideExposed(remote, name, module) {
      loaded.set(`${remote}/${name}`, module)
    },

    async loadExposed(remote, name) {
      const cached = loader.loadedExposed(remote, name)
      if (cached) return cached
      const what = `${remote}/${name}`
      const loading = chosenEntry(remote).then((entry) =>
        fetchFromRuntime(remote, name).then(([meta, module]) => ({ entry, meta, module })),
      )
      // A remote whose every build is blocked fails here: not even its entry is requested.
      const { entry, meta, module } = await withTimeout(loading, REMOTE_TIMEOUT_MS, what)
      if (meta.status === 'rejected' && module.status === 'rejected') {
        await reloadIfOnlyThisPageRefuses(remote)
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
      loadedReleases.set(remote, {
        entry,
        buildId: meta.status === 'fulfilled' ? meta.value.remoteMeta?.buildId : undefined,
      })
      return module.value as never
    },

    resetRemote(key) {
      attempts[key] += 1
      metas.delete(key)
      loadedReleases.delete(key)
      for (const id of [...loaded.keys()]) if (id.startsWith(`${key}/`)) loaded.delete(id)
      registerRemote(key)
      for (const listener of [...resetListeners]) if (listener.key === key) listener.retry()
    },

    onRemoteReset(key, retry) {
      const listener = { key, retry }
      resetListeners.add(listener)
      return () => resetListeners.delete(listener)
    },
  }

  if (releases) for (const key of remoteKeys) registerRemote(key)
  return loader
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
