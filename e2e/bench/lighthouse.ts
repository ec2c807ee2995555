/**
 * One Lighthouse run: a fresh Chromium per run (no state carried between runs), Lighthouse's default
 * config (the mobile preset) with its conditions either applied to the load for real (`applied`:
 * Lighthouse's `devtools` throttling) or simulated from an unthrottled load (`simulated`: Lantern, the
 * default).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { measureSteal } from './host-steal'
import { threadTimeTbtMs, type TraceEvent } from './thread-time-tbt'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

export interface ScriptTransfer {
  url: string
  /** Bytes on the wire, as served (the production server compresses). */
  transferBytes: number
}

export interface LighthouseFigures {
  performance: number
  accessibility: number
  seo: number
  lcpMs: number
  tbtMs: number
  /** TBT counted on the main thread's CPU time (see thread-time-tbt.ts); undefined without a trace. */
  threadTimeTbtMs: number | undefined
  /** The host's steal during the run, in % of CPU time; undefined off Linux. */
  stealPercent: number | undefined
  cls: number
  scripts: ScriptTransfer[]
}

interface NetworkRequestItem {
  url: string
  resourceType?: string
  transferSize?: number
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

export type Throttling = 'applied' | 'simulated'

export async function runLighthouse(
  url: string,
  chromePath: string,
  throttling: Throttling,
): Promise<LighthouseFigures> {
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
    const steal = measureSteal()
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => {
      const found = lhr.audits[id]
      if (found?.numericValue === undefined) throw new Error(`Lighthouse on ${url}: no value for ${id}`)
      return found.numericValue
    }
    const stealPercent = steal()
    const traceEvents = (result.artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
      ?.items
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      threadTimeTbtMs:
        traceEvents &&
        // An applied slowdown is in the trace already; a simulated one is not.
        threadTimeTbtMs(
          traceEvents,
          throttling === 'applied' ? 1 : (lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1),
        ),
      stealPercent,
      cls: audit('cumulative-layout-shift'),
      scripts: (requests ?? [])
        .filter((request) => request.resourceType === 'Script')
        .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0 })),
    }
  } finally {
    stopLighthouseChrome()
  }
}
