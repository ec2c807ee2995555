/**
 * One Lighthouse run: a fresh Chromium per run (no state carried between runs), Lighthouse's default
 * config (the mobile preset) with its conditions applied to the load for real (`devtools` throttling:
 * CPU 4×, 150 ms, 1.6 Mbps) rather than simulated from an unthrottled load.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

export interface LighthouseFigures {
  performance: number
  lcpMs: number
  tbtMs: number
  /** Lighthouse's `bootup-time`: the main thread's time evaluating, parsing and compiling script. */
  bootupMs: number
  cls: number
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** The Chromium of the run in progress, so that an interrupted benchmark can stop it. */
let running: { chrome: chromeLauncher.LaunchedChrome; profile: string } | undefined

/** Stops the run's Chromium and deletes its profile; synchronous, so a signal handler can call it. */
export function stopLighthouseChrome(): void {
  if (!running) return
  running.chrome.kill()
  rmSync(running.profile, { recursive: true, force: true, maxRetries: 3 })
  running = undefined
}

export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'pacanele-lighthouse-'))
  // handleSIGINT off: the benchmark's own Ctrl-C handler stops the servers too, then exits.
  const chrome = await chromeLauncher
    .launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir: profile, handleSIGINT: false })
    .catch((error: unknown) => {
      rmSync(profile, { recursive: true, force: true })
      throw error
    })
  running = { chrome, profile }
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => {
      const found = lhr.audits[id]
      if (found?.numericValue === undefined) throw new Error(`Lighthouse on ${url}: no value for ${id}`)
      return found.numericValue
    }
    return {
      performance: score(lhr.categories.performance?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      bootupMs: audit('bootup-time'),
      cls: audit('cumulative-layout-shift'),
    }
  } finally {
    stopLighthouseChrome()
  }
}
