import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RemoteReleases, ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { releaseOrigins } from 'shell/tooling/release/origins'
import { isExposedChunk } from 'shell/tooling/federation/plugin/chunk-names'
import { entryAt, originAt, originsFrom, REMOTE_NAMES, remoteDir } from './apps'
import { composeDeployed } from './composed'
import { deploySite, pinnedRelease, repo, serve, type Deployment } from './deploy'
import { rewordedFaqBuild } from './faq-release'

/** The FAQ's stable build (the site's own) and its candidate (the reworded release). */
export const STABLE = 'b41'
export const CANDIDATE = 'b42'

export interface ReleaseSite extends Deployment {
  /** Where the candidate is served: an origin of its own, as a team's preview deploy would be. */
  candidateOrigin: string
  /** The candidate's built folder, as its origin serves it. */
  candidateDir: string
  /** The site's own origins: the shell and the stable remotes. */
  siteOrigins: string[]
  /** The FAQ's releases in release-record.json v2: stable b41, candidate b42, then `faq` over them. */
  faqReleases: (faq?: Partial<RemoteReleases>) => RemoteReleases
  /**
   * Writes release-record.json v2 with these FAQ releases (the other remotes stable at the site's origins),
   * then waits until the server's CSP names every origin the record may load from.
   */
  release: (request: APIRequestContext, faq?: Partial<RemoteReleases>) => Promise<ReleaseRecord>
  /** Composes the pages again from the deployed release record, as `pnpm release` does for a new canary. */
  recompose: () => void
}

/**
 * A site deployed from `basePort` and the FAQ team's candidate served at `candidatePort`: the reworded
 * release, built here; or, `unchanged`, the FAQ's own build (a candidate that should pass every test).
 */
export async function deployReleaseSite(
  basePort: number,
  candidatePort: number,
  { unchanged = false } = {},
): Promise<ReleaseSite> {
  const candidateDir = mkdtempSync(join(tmpdir(), 'faq-candidate-'))
  const origins = originsFrom(basePort)
  let site: Deployment | undefined
  let candidate: ChildProcess | undefined
  try {
    if (unchanged) cpSync(join(repo, remoteDir('faq'), 'dist'), candidateDir, { recursive: true })
    else await rewordedFaqBuild(candidateDir)
    site = await deploySite(basePort)
    // Pages composed from this site's own remotes, as a deploy would have them.
    const composed = composeDeployed(site)
    if (composed.status !== 0) throw new Error(`compose failed:\n${composed.output}`)
    candidate = await serve(['faq', String(candidatePort), candidateDir], { SHELL_ORIGINS: site.shellOrigin })
  } catch (error) {
    site?.stop()
    rmSync(candidateDir, { recursive: true, force: true })
    throw error
  }
  const deployed = site
  const candidateOrigin = originAt(candidatePort)
  const faqReleases = (faq: Partial<RemoteReleases> = {}): RemoteReleases => ({
    stable: { build: STABLE, entry: entryAt(origins.faq) },
    candidates: { [CANDIDATE]: { entry: entryAt(candidateOrigin) } },
    blocked: [],
    ...faq,
  })
  const stableOnly = (build: string, origin: string): RemoteReleases => ({
    stable: { build, entry: entryAt(origin) },
    candidates: {},
    blocked: [],
  })
  // Where each origin serves from: a release named there is pinned to that folder's server bundle,
  // as `pnpm release` records it, so compose runs it.
  const served = new Map<string, string>([
    ...REMOTE_NAMES.map((name): [string, string] => [origins[name], join(repo, remoteDir(name), 'dist')]),
    [candidateOrigin, candidateDir],
  ])
  const pinned = (release: { entry: string; serverBundle?: unknown }) => {
    const dir = served.get(new URL(release.entry).origin)
    if (release.serverBundle === undefined && dir)
      release.serverBundle = pinnedRelease(new URL(release.entry).origin, dir).serverBundle
  }
  return {
    ...deployed,
    candidateOrigin,
    candidateDir,
    siteOrigins: Object.values(origins),
    faqReleases,
    release: async (request, faq) => {
      const record: ReleaseRecord = {
        version: 2,
        remotes: {
          home: stableOnly('h1', origins.home),
          categories: stableOnly('c1', origins.categories),
          faq: faqReleases(faq),
        },
      }
      for (const releases of Object.values(record.remotes)) {
        ;[releases.stable, releases.previous, ...Object.values(releases.candidates)].forEach(
          (release) => release && pinned(release),
        )
      }
      writeFileSync(join(deployed.shellDir, 'release-record.json'), JSON.stringify(record, null, 2))
      // The server reads release-record.json again within a second; the page's CSP must allow what it names.
      await expect
        .poll(async () => {
          const csp =
            (await request.get(`${deployed.shellOrigin}/`)).headers()['content-security-policy'] ?? ''
          return releaseOrigins(record).filter((origin) => !csp.includes(origin))
        })
        .toEqual([])
      return record
    },
    recompose: () => {
      const composed = composeDeployed(deployed)
      if (composed.status !== 0) throw new Error(`compose failed:\n${composed.output}`)
    },
    stop: () => {
      candidate?.kill('SIGTERM')
      deployed.stop()
      rmSync(candidateDir, { recursive: true, force: true })
    },
  }
}

/** The builds the page's first `page_view` carries, once the page has settled. */
export async function pageViewBuilds(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() => window.dataLayer?.some((event) => event.event === 'page_view'))
  return page.evaluate(() => {
    const view = window.dataLayer!.find((event) => event.event === 'page_view')!
    return { builds: view.builds, preview: view.preview }
  })
}

/** The origins a page loaded the FAQ's exposed module from (its chunk's file name says so). */
export function watchFaqOrigins(page: Page): string[] {
  const origins: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (isExposedChunk(url.pathname, 'Faq')) origins.push(url.origin)
  })
  return origins
}

/** `pnpm release faq …`'s arguments pointed at this deployed copy: its release record and its origin. */
export function releaseArgs(site: ReleaseSite, args: string[]): string[] {
  return [
    'release',
    'faq',
    ...args,
    '--record',
    join(site.shellDir, 'release-record.json'),
    '--site',
    site.shellOrigin,
  ]
}

/** `pnpm release faq …` against the deployed copy's release-record.json, as the FAQ team runs it. */
export function releaseFaq(
  site: ReleaseSite,
  args: string[],
): { status: number | null; stdout: string; output: string } {
  const result = spawnSync('pnpm', releaseArgs(site, args), { cwd: repo, encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` }
}
