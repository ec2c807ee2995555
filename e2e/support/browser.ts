import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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
