import { execFileSync } from 'node:child_process'
import { existsSync, statfsSync } from 'node:fs'

const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

function onPath(name: string): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
    return found || undefined
  } catch {
    return undefined
  }
}

/**
 * CHROME_PATH, else a system Chromium on PATH, else Playwright's own browser if installed.
 * Returns undefined for "use Playwright's own"; exits with one line when there is none at all.
 */
export function chromiumExecutable(playwrightOwn: () => string): string | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return fromEnv
  for (const name of SYSTEM_BROWSERS) {
    const found = onPath(name)
    if (found) return found
  }
  if (existsSync(playwrightOwn())) return undefined
  console.error(
    'No Chromium found: set CHROME_PATH, or `apt-get install -y chromium`, or `npx playwright install chromium`.',
  )
  process.exit(1)
}

/**
 * The Chromium the suite tests with: Chromium's headless shell where the system has it (Debian's
 * `chromium-headless-shell`, the browser Playwright's own headless Chromium is), else the same as the
 * benchmarks'. The shell runs the same Blink and V8 without the full browser's UI layers; on a 2-core
 * host a page opens to live in about half the time (e2e/docs/decisions/0009-the-suite-tests-in-chromiums-headless-shell.md).
 * The benchmarks keep measuring the full browser a visitor runs.
 */
export function testChromiumExecutable(playwrightOwn: () => string): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return onPath('chromium-headless-shell') ?? chromiumExecutable(playwrightOwn)
}

const SYSTEM_FIREFOXES = ['firefox-esr', 'firefox']

/**
 * FIREFOX_PATH, else a system Firefox on PATH (Debian's `firefox-esr`), driven over WebDriver BiDi:
 * Playwright cannot fetch its own Firefox here. Undefined when there is none.
 */
export function firefoxExecutable(): string | undefined {
  const found = process.env.FIREFOX_PATH ?? SYSTEM_FIREFOXES.map(onPath).find(Boolean)
  return found
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const NO_FIREFOX =
  'No Firefox found, so no Firefox tests: set FIREFOX_PATH, or `apt-get install -y firefox-esr`.'

/**
 * Playwright's default flags that the suite drops: `--disable-dev-shm-usage` makes Chromium keep its
 * shared memory in files under /tmp instead of /dev/shm, for containers whose /dev/shm is 64 MB. Where
 * /dev/shm has room (a host's tmpfs), those files only cost system time, on every frame and message.
 */
export function droppedChromiumDefaults(): string[] {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm')
    return bavail * bsize >= 2 * 1024 ** 3 ? ['--disable-dev-shm-usage'] : []
  } catch {
    return []
  }
}
