import { chromium, defineConfig, type Project } from '@playwright/test'
import {
  CHROMIUM_ARGS,
  droppedChromiumDefaults,
  firefoxExecutable,
  testChromiumExecutable,
} from './support/browser'
import { ORIGINS } from './support/apps'

/** QA: `BASE_URL=https://… pnpm test:e2e --grep @smoke` tests a deployed site; nothing is started here. */
const deployedSite = process.env.BASE_URL
// Specs that need this checkout's build or ports cannot run against a deployed site.
const notHere = deployedSite ? [/@local/] : []

// The suite's browsers all reach the servers from this machine's 127.0.0.1: hundreds of visitors on one
// address, which the collector's per-client limits would refuse (server/collector/client-limits.ts).
// The servers the suite starts, and those its specs deploy, exempt it; collector.spec floods from
// another loopback address, which they do not.
process.env.COLLECTOR_UNLIMITED_CLIENTS ??= '127.0.0.1 ::1 ::ffff:127.0.0.1'

const firefoxPath = firefoxExecutable()
/** Stock Firefox over WebDriver BiDi: Playwright drives the system's own build, not a patched one. */
const firefox = {
  browserName: 'firefox',
  channel: 'moz-firefox',
  launchOptions: { executablePath: firefoxPath },
} as const

const projects: Project[] = [
  {
    name: 'chromium',
    use: {
      browserName: 'chromium',
      launchOptions: {
        executablePath: testChromiumExecutable(() => chromium.executablePath()),
        args: CHROMIUM_ARGS,
        ignoreDefaultArgs: droppedChromiumDefaults(),
      },
    },
    grepInvert: notHere,
  },
]
if (firefoxPath)
  projects.push(
    // `--project firefox`: every suite on Firefox; `@chromium-only` tests are reported as left out.
    { name: 'firefox', use: firefox, grepInvert: notHere },
    // What `pnpm test` runs on Firefox besides the full Chromium run: the smoke tests.
    { name: 'firefox-smoke', use: firefox, grep: /@smoke/, grepInvert: notHere },
  )

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Generous: a test's time limit catches a hang, not a slow machine. On a CI host with half its CPU
  // taken by neighbours the suite runs three times slower than on a calm one, and so does each test.
  timeout: 60_000,
  globalTimeout: 60 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ['./support/run-count.ts'],
    ['./support/every-test-tagged.ts'],
    ['./support/worker-time.ts'],
  ],
  // Against a deployed site: check that its remotes load there. On this checkout: one events store
  // for every deployment a spec starts to copy (support/events-template.ts).
  globalSetup: deployedSite ? './support/qa-preflight.ts' : './support/events-template.ts',
  projects,
  use: {
    baseURL: deployedSite ?? ORIGINS.shell,
    trace: 'on-first-retry',
  },
  // The production build served as four origins; `pnpm test` builds before this runs.
  webServer: deployedSite
    ? undefined
    : {
        command: 'pnpm --dir .. serve',
        url: `${ORIGINS.shell}/release-record.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
