import { vi } from 'vitest'
import { COMPATIBLE_META } from './shell-meta'
import { asNamespace } from '../federation/plugin/namespace'
import type { EntryUrl } from '../federation/plugin/runtime'
import type * as Runtime from '../federation/plugin/runtime'

/**
 * A stand-in for runtime.ts: records where the loader points each remote and answers its requests
 * from what the test serves (`getRemote` plays the plugin's runtime). Create it in `vi.hoisted` so that it outlives `vi.resetModules()`, and
 * hand `module` to `vi.mock('<path to>/federation/plugin/runtime')`.
 */
export function createFakeFederation() {
  const registered = new Map<string, EntryUrl>()
  const getRemote = vi.fn<(scope: string, exposed: string) => Promise<unknown>>()
  const module: typeof Runtime = {
    setRemoteEntry: (scope, entryUrl) => void registered.set(scope, entryUrl),
    // What the runtime hands back, as runtime.ts passes it on.
    importExposed: async (scope, exposed) => asNamespace(await getRemote(scope, exposed)),
  }
  return {
    registered,
    getRemote,
    module,
    /** The entry URL the runtime would fetch for a remote scope right now. */
    async entryUrl(scope: string): Promise<string> {
      const url = registered.get(scope)
      if (!url) throw new Error(`${scope} was never registered`)
      return url()
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
