/**
 * Lighthouse's mobile conditions, applied for real (DevTools throttling) instead of simulated: its
 * phone's screen, a CPU four times slower than this one, and its "slow 4G" network (150 ms a round
 * trip, 1.6 Mbps down, 750 Kbps up, as Lighthouse counts a megabit: 1 024 × 1 024 bits).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { onExit } from './bench-process'

export const MOBILE_DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

export const THROTTLING_SUMMARY =
  `CPU ÷${MOBILE_THROTTLING.cpuSlowdown}, ${MOBILE_THROTTLING.latencyMs} ms latency, ` +
  `${Math.round(MOBILE_THROTTLING.downloadBytesPerSecond)} B/s down, ` +
  `${MOBILE_THROTTLING.uploadBytesPerSecond} B/s up, ${MOBILE_DEVICE.viewport.width}×${MOBILE_DEVICE.viewport.height} touch screen`

/** The system Chromium (or Playwright's own), closed when the benchmark ends however it ends. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(() => chromium.executablePath()),
    args: CHROMIUM_ARGS,
  })
  // Playwright's Chromium ends with this process (it hangs on its pipe); closing it is for a normal end.
  onExit(() => void browser.close())
  return browser
}

/** A page under the mobile conditions; the throttling is on before the first request. */
export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
  })
  return page
}
