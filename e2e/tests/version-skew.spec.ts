import { CONTRACT_VERSION } from 'shell/contract'
import { expect, test } from '../support/fixtures'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEPLOY_BASE_PORTS, remoteRoot } from '../support/apps'
import { buildRemote, deploySite, repo, type Deployment } from '../support/deploy'
import { openLive } from '../support/live'

interface Skew {
  name: string
  /** Overrides of what the remote declares it was built against. */
  meta: { contractVersion?: string; sharedVersions?: Record<string, string> }
  accepted: boolean
}

// Relative to the shell's contract, so the cases keep their meaning when it moves on.
const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number]

const skews: Skew[] = [
  {
    name: 'a newer minor of the contract',
    meta: { contractVersion: `${major}.${minor + 8}.0` },
    accepted: true,
  },
  { name: 'another major of the contract', meta: { contractVersion: `${major + 1}.0.0` }, accepted: false },
  {
    name: 'the previous major of the contract',
    meta: { contractVersion: `${major - 1}.9.0` },
    accepted: false,
  },
  { name: 'an older React major', meta: { sharedVersions: { react: '18.3.1' } }, accepted: false },
  {
    name: 'a newer store library (zustand) than the shell provides',
    meta: { sharedVersions: { zustand: '5.9.0' } },
    accepted: false,
  },
  // React Router 8 removed react-router-dom; the shell no longer provides it.
  {
    name: 'react-router-dom 7, before React Router 8',
    meta: { sharedVersions: { 'react-router-dom': '7.18.6' } },
    accepted: false,
  },
  {
    name: 'an older React Router major',
    meta: { sharedVersions: { 'react-router': '7.18.6' } },
    accepted: false,
  },
]

/**
 * A Vite config of the test's own that merges the shared one, as a team's skewed build would be:
 * the same code, declaring other versions in its `./meta`.
 */
function skewedConfig(dir: string, meta: Skew['meta']): string {
  const file = join(dir, 'vite.skew.config.ts')
  const presets = join(repo, 'shell/build/vite-presets.ts')
  const shared = join(repo, 'shell/build/remote-config.ts')
  writeFileSync(
    file,
    `import { remoteBuildMeta } from ${JSON.stringify(presets)}
import { remoteConfig } from ${JSON.stringify(shared)}
const base = remoteBuildMeta()
const override = ${JSON.stringify(meta)}
const meta = { ...base, ...override, sharedVersions: { ...base.sharedVersions, ...override.sharedVersions } }
export default remoteConfig('faq', { define: { __REMOTE_META__: JSON.stringify(meta) } })
`,
  )
  return file
}

test.describe('version skew', { tag: ['@shell', '@local'] }, () => {
  // One site for every case: each redeploys the FAQ remote with its skewed build, as a team would.
  test.describe.configure({ mode: 'default' })
  let site: Deployment
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    site = await deploySite(DEPLOY_BASE_PORTS.skew)
  })
  test.afterAll(() => site?.stop())

  for (const skew of skews) {
    test(`a remote built against ${skew.name} is ${skew.accepted ? 'accepted' : 'refused in its slot'}`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(120_000)
      const work = mkdtempSync(join(tmpdir(), 'skew-'))
      const outDir = join(work, 'dist')
      try {
        buildRemote('faq', outDir, skewedConfig(work, skew.meta))
        await site.redeployRemote('faq', outDir)
        await openLive(page, `${site.shellOrigin}/sloturi-online`)
        await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
        const refusal = page
          .getByRole('alert')
          .filter({ hasText: 'Nu am putut încărca întrebările frecvente' })
        if (skew.accepted) {
          await expect(page.locator(remoteRoot('faq'))).toBeVisible()
          await expect(refusal).toHaveCount(0)
        } else {
          await expect(refusal).toBeVisible()
          await expect(refusal).toHaveAttribute('data-remote-failure', 'incompatible')
          await expect(refusal).toContainText('în curs de actualizare')
          await expect(page.locator(remoteRoot('faq'))).toHaveCount(0)
          const events = await page.evaluate(() => window.dataLayer ?? [])
          expect(events).toContainEqual(
            expect.objectContaining({ event: 'remote_error', remote: 'faq', reason: 'incompatible' }),
          )
        }
        expect(pageErrors).toEqual([])
      } finally {
        rmSync(work, { recursive: true, force: true })
      }
    })
  }
})
