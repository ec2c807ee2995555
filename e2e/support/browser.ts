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

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
