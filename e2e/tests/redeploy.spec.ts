import { expect, test } from '../support/fixtures'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEPLOY_BASE_PORTS, originAt, remoteRoot } from '../support/apps'
import { buildRemote, deploySite, hashTree, pinnedRelease, serve, setStable } from '../support/deploy'

const RELEASE_PORT = DEPLOY_BASE_PORTS.release

test('a remote redeployed at a new URL is what the page shows after a reload; the shell is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const site = await deploySite(DEPLOY_BASE_PORTS.redeploy)
  const releaseDir = mkdtempSync(join(tmpdir(), 'faq-release-'))
  let release: ChildProcess | undefined
  try {
    await page.goto(`${site.shellOrigin}/`)
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()

    // The FAQ team builds a release, serves it at a new origin, and names it in remotes.json.
    buildRemote('faq', releaseDir)
    release = await serve(['faq', String(RELEASE_PORT), releaseDir], { SHELL_ORIGINS: site.shellOrigin })
    const releaseOrigin = originAt(RELEASE_PORT)
    setStable(site.shellDir, 'faq', pinnedRelease(releaseOrigin, releaseDir))

    const faqOrigins: string[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.includes('__federation_expose_Faq') && url.pathname.endsWith('.js'))
        faqOrigins.push(url.origin)
    })
    await page.reload()
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    expect(faqOrigins).toEqual([releaseOrigin])
    expect(hashTree(site.shellDir, 'remotes.json')).toEqual(site.shellFilesAtDeploy)
  } finally {
    release?.kill('SIGTERM')
    site.stop()
    rmSync(releaseDir, { recursive: true, force: true })
  }
})
