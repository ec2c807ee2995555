import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { localOrigin, remoteApps, shellApp } from './shell/src/federation/apps'
import { unitTestRuntimeAlias } from './shell/src/federation/plugin/stand-ins'

// The unit-test setup of every app, written once. Each app's `pnpm test` runs its own project.
const apps = [shellApp.dir, ...Object.values(remoteApps).map((app) => app.dir)]
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core CI host,
    // where two finish the unit tests much sooner (\`pnpm test:unit\` timed both ways).
    maxWorkers: availableParallelism(),
    // PGlite's Postgres is WASM: run it as the server does (`pnpm serve`), compiled once by the baseline
    // compiler. Otherwise every file's process also optimises it, and the store's tests take longer.
    execArgv: ['--liftoff-only'],
    projects: apps.map((app) => ({
      plugins: [react()],
      define: {
        __SITE_ORIGIN__: JSON.stringify(localOrigin(shellApp.port)),
        __OPERATOR__: JSON.stringify({ name: null, contact: null }),
      },
      // The federation runtime exists only in a federated build; tests mock the shell's door to it.
      resolve: { alias: unitTestRuntimeAlias() },
      test: {
        name: app,
        root: here(`./${app}`),
        include: [
          'src/**/*.test.{ts,tsx}',
          'build/**/*.test.ts',
          'compose/**/*.test.ts',
          'server/**/*.test.ts',
          'scripts/**/*.test.ts',
        ],
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
