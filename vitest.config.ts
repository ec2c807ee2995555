import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { localOrigin, remoteApps, shellApp } from './shell/src/federation/apps'
import { unitTestRuntimeAlias } from './shell/src/federation/plugin/stand-ins'

// The unit-test setup of every package, written once. Each package's `pnpm test` runs its own project.
const APP_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'build/**/*.test.ts',
  'compose/**/*.test.ts',
  'scripts/**/*.test.ts',
]
const packages = [
  ...[shellApp.dir, ...Object.values(remoteApps).map((app) => app.dir)].map((dir) => ({
    name: dir,
    dir,
    include: APP_TESTS,
  })),
  // The platform's Node packages, nested in the shell's folder (shell/README.md).
  { name: 'site-server', dir: 'shell/server', include: ['**/*.test.ts'] },
  { name: 'release-tools', dir: 'shell/release', include: ['**/*.test.ts'] },
  // The benchmarks' own logic (the browser suites are Playwright's, `pnpm test:e2e`).
  { name: 'e2e-bench', dir: 'e2e/bench', include: ['**/*.test.ts'] },
]
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core CI host,
    // where two finish the unit tests much sooner (\`pnpm test:unit\` timed both ways).
    maxWorkers: availableParallelism(),
    // PGlite's Postgres is WASM: run it as the server does (`pnpm serve`), compiled once by the baseline
    // compiler. Otherwise every file's process also optimises it, and the store's tests take longer.
    execArgv: ['--liftoff-only'],
    projects: packages.map(({ name, dir, include }) => ({
      plugins: [react()],
      define: {
        __SITE_ORIGIN__: JSON.stringify(localOrigin(shellApp.port)),
        __OPERATOR__: JSON.stringify({ name: null, contact: null }),
      },
      // The federation runtime exists only in a federated build; tests mock the shell's door to it.
      resolve: { alias: unitTestRuntimeAlias() },
      test: {
        name,
        root: here(`./${dir}`),
        include,
        exclude: ['**/node_modules/**'],
        // A page's DOM for what renders; tests of Node code say `@vitest-environment node` (a jsdom is
        // about a second of setup a file).
        environment: 'jsdom',
        // A test's limit catches a hang, not a slow host: on a loaded 2-core machine opening PGlite or
        // rendering a page takes several times Vitest's default 5 s.
        testTimeout: 60_000,
        hookTimeout: 60_000,
        setupFiles: [here('./shell/src/test/setup.ts')],
        css: false,
      },
    })),
  },
})
