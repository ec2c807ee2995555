import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const RUNTIME_ID = 'virtual:__federation__'
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const runtimeModule = here('./runtime.ts')

/** The server build's runtime (see server-runtime.ts): the compose step provides every remote module. */
export function serverRuntimeAlias(): Record<string, string> {
  return { [RUNTIME_ID]: here('./server-runtime.ts') }
}

/**
 * Unit tests' runtime: one that throws, for tests that mock `runtime.ts` with
 * `src/test/fake-federation-runtime.ts`.
 */
export function unitTestRuntimeAlias(): Record<string, string> {
  return { [RUNTIME_ID]: here('./unit-test-runtime.ts') }
}

/**
 * Puts `source` in the place of runtime.ts, for a build without the plugin (the monolith): an ES
 * module exporting `setRemoteEntry` and `importExposed` as runtime.ts does.
 */
export function replaceRuntime(name: string, source: () => string): Plugin {
  return {
    name,
    enforce: 'pre',
    load: (id) => (id === runtimeModule ? source() : undefined),
  }
}
