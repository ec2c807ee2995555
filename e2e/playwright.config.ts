import { chromium, defineConfig } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { chromiumExecutable, CHROMIUM_ARGS } from './support/browser'
import { ORIGINS } from './support/apps'
import { suiteProjects } from './support/suites'

const executablePath = chromiumExecutable(() => chromium.executablePath())
/** QA: `BASE_URL=https://… pnpm test:e2e --grep @smoke` tests a deployed site; nothing is started here. */
const deployedSite = process.env.BASE_URL

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
  reporter: [['list'], ['html', { open: 'never' }], ['./support/run-count.ts']],
  // Specs that need this checkout's build or ports cannot run against a deployed site.
  grepInvert: deployedSite ? /@local/ : undefined,
  globalSetup: deployedSite ? './support/qa-preflight.ts' : undefined,
  projects: suiteProjects(
    readdirSync(new URL('./tests', import.meta.url)).filter((file) => file.endsWith('.spec.ts')),
  ),
  use: {
    baseURL: deployedSite ?? ORIGINS.shell,
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // The production build served as four origins; `pnpm test` builds before this runs.
  webServer: deployedSite
    ? undefined
    : {
        command: 'pnpm --dir .. serve',
        url: `${ORIGINS.shell}/remotes.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
