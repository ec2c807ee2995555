import { vi } from 'vitest'

interface RemoteConfig {
  url: string | (() => Promise<string>)
}

/** What this shell is built with, as the build defines `__SHELL_META__`. */
export const SHELL_META = {
  contractVersion: '1.4.0',
  sharedVersions: { react: '19.2.0', 'react-dom': '19.2.0', zustand: '5.0.8' },
}

/** A remote's `./meta` that this shell accepts. */
export const COMPATIBLE_META = { contractVersion: '1.4.0', sharedVersions: { react: '19.1.0' } }

/**
 * A stand-in for the federation runtime: records what the loader registers and answers its
 * requests from what the test serves. Create it in `vi.hoisted` so that it outlives
 * `vi.resetModules()`, and hand `module` to `vi.mock('virtual:__federation__')`.
 */
export function createFakeFederation() {
  const registered = new Map<string, RemoteConfig>()
  const getRemote = vi.fn<(scope: string, exposed: string) => Promise<unknown>>()
  return {
    registered,
    getRemote,
    module: {
      __federation_method_setRemote: (scope: string, config: RemoteConfig) => {
        registered.set(scope, config)
      },
      __federation_method_getRemote: (scope: string, exposed: string) => getRemote(scope, exposed),
    },
    /** The entry URL the runtime would fetch for a remote scope right now. */
    async entryUrl(scope: string): Promise<string> {
      const url = registered.get(scope)?.url
      if (!url) throw new Error(`${scope} was never registered`)
      return typeof url === 'string' ? url : url()
    },
    /**
     * Every remote answers with `meta` for `./meta` and the named module ("mfe_faq/Faq") otherwise;
     * a module not named fails as a missing chunk would.
     */
    serve(modules: Record<string, unknown>, meta: unknown = COMPATIBLE_META) {
      getRemote.mockImplementation(async (scope, exposed) => {
        if (exposed === './meta') return { remoteMeta: meta }
        const module = modules[`${scope}/${exposed.slice(2)}`]
        if (module === undefined) throw new TypeError(`Failed to fetch ${scope}/${exposed}`)
        return module
      })
    },
    /** Calls made so far for one exposed module of a scope. */
    callsFor(scope: string, exposed: string): number {
      return getRemote.mock.calls.filter(([s, e]) => s === scope && e === exposed).length
    },
  }
}
