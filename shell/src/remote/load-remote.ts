import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__'
import { CONTRACT_VERSION, type ExposedModule, type RemoteModules } from '../contract'
import { remoteApps, remoteKeys, type RemoteKey } from '../federation/apps'
import type { RemoteManifest } from './manifest'
import { RemoteLoadError } from './remote-error'

/**
 * How long a remote may take before its slot gives up and offers a retry. Long enough for a slow
 * 3G phone to fetch an entry and one chunk (~1–3 s), short enough that a stalled server never
 * leaves a visitor looking at "Loading..." forever.
 */
export const REMOTE_TIMEOUT_MS = 8000

type ExposedName<K extends RemoteKey> = keyof RemoteModules[K] & string
type AnyExposed = ExposedModule<never>

const loaded = new Map<string, AnyExposed>()
const failedAttempts: Record<RemoteKey, number> = { home: 0, categories: 0, faq: 0 }

/**
 * Points the federation runtime at the manifest's URLs. Called once, before the router exists;
 * the URL is resolved lazily so no remote request waits on anything but the (preloaded) manifest.
 * After a failure the URL gets a fresh query, because browsers remember a failed module import.
 */
export function configureRemotes(manifest: Promise<RemoteManifest>): void {
  for (const key of remoteKeys) {
    __federation_method_setRemote(remoteApps[key].scope, {
      url: async () => {
        const url = new URL((await manifest)[key], window.location.href)
        if (failedAttempts[key] > 0) url.searchParams.set('attempt', String(failedAttempts[key]))
        return url.href
      },
      format: 'esm',
      from: 'vite',
    })
  }
}

function majorOf(version: unknown): string | undefined {
  return typeof version === 'string' ? version.split('.')[0] : undefined
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
  let module: Partial<AnyExposed>
  try {
    module = (await withTimeout(
      __federation_method_getRemote(remoteApps[remote].scope, `./${name}`),
      REMOTE_TIMEOUT_MS,
      what,
    )) as Partial<AnyExposed>
  } catch (error) {
    failedAttempts[remote] += 1
    if (error instanceof RemoteLoadError) throw error
    throw new RemoteLoadError('unreachable', `${what} could not be loaded`, { cause: error })
  }
  if (majorOf(module.contractVersion) !== majorOf(CONTRACT_VERSION) || typeof module.default !== 'function') {
    throw new RemoteLoadError(
      'incompatible',
      `${what} was built for contract ${String(module.contractVersion)}, the shell speaks ${CONTRACT_VERSION}`,
    )
  }
  loaded.set(what, module as AnyExposed)
  return module as ExposedModule<RemoteModules[K][typeof name]>
}
