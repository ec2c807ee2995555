// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RemoteReleases } from 'shell/tooling/release/release-record-schema'
import { parseCommand } from './command'
import { compatibleMeta, startFakeDeploy, testShellMeta, type FakeDeploy } from './test-support/fake-deploy'
import { runRelease, type ReleaseDeps } from './run'

let deploy: FakeDeploy
let dir: string
let file: string

beforeAll(async () => {
  deploy = await startFakeDeploy()
  for (const build of ['b40', 'b41', 'b42', 'b43']) deploy.deploy(build)
  deploy.deploy('b50', { ...compatibleMeta, contractVersion: '3.0.0' })
  deploy.deploy('b51', {
    ...compatibleMeta,
    sharedVersions: { ...compatibleMeta.sharedVersions, react: '19.4.0' },
  })
})
afterAll(() => deploy.close())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-'))
  file = join(dir, 'release-record.json')
  writeRecord()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** stable b41, previous b40, candidates b42 b43 (compatible) b50 b51 (not), b39 blocked. */
function faqReleases(overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  const candidate = (build: string) => ({ entry: deploy.entry(build) })
  return {
    stable: { build: 'b41', entry: deploy.entry('b41') },
    previous: { build: 'b40', entry: deploy.entry('b40') },
    candidates: {
      b42: candidate('b42'),
      b43: candidate('b43'),
      b50: candidate('b50'),
      b51: candidate('b51'),
    },
    blocked: ['b39'],
    ...overrides,
  }
}

function writeRecord(faq: Partial<RemoteReleases> = {}): void {
  writeFileSync(file, `${JSON.stringify({ version: 2, remotes: { faq: faqReleases(faq) } }, null, 2)}\n`)
}

const onDisk = () => JSON.parse(readFileSync(file, 'utf8')) as { remotes: { faq: RemoteReleases } }

const NOW = '2026-11-20T10:00:00.000Z'

async function release(argv: string[], overrides: Partial<ReleaseDeps> = {}) {
  const parsed = parseCommand(argv)
  if (!parsed.ok) throw new Error(parsed.reason)
  if (!('command' in parsed)) throw new Error('expected a release action')
  const out: string[] = []
  const err: string[] = []
  const compose = vi.fn(async (_recordFile: string) => {})
  const code = await runRelease(parsed.command, {
    fetch,
    shellMeta: testShellMeta,
    compose,
    print: (text) => out.push(text),
    report: (line) => err.push(line),
    cwd: dir,
    defaultRecord: file,
    siteOrigin: 'https://pacanele.example.ro',
    now: () => new Date(NOW),
    ...overrides,
  })
  return { code, out: out.join(''), err, compose }
}

/** Refused: exit 1, one line that says why, the file byte for byte as it was, no compose. */
async function expectRefused(argv: string[], why: string, overrides: Partial<ReleaseDeps> = {}) {
  const before = readFileSync(file)
  const result = await release(argv, overrides)
  expect(result.code).toBe(1)
  expect(result.err).toHaveLength(1)
  expect(result.err[0]).toMatch(/^release: refused: [^\n]+ unchanged\)$/)
  expect(result.err[0]).toContain(why)
  expect(readFileSync(file).equals(before)).toBe(true)
  expect(result.compose).not.toHaveBeenCalled()
}

describe('candidate', () => {
  it('lists a deployed, compatible build and pins the server bundle compose will load', async () => {
    deploy.deploy('b45')
    const { code, compose } = await release(['faq', 'candidate', 'b45', '--entry', deploy.entry('b45')])
    expect(code).toBe(0)
    const bundle = await (await fetch(`${deploy.origin}/b45/server/entry.mjs`)).arrayBuffer()
    expect(onDisk().remotes.faq.candidates.b45).toEqual({
      entry: deploy.entry('b45'),
      serverBundle: {
        url: `${deploy.origin}/b45/server/entry.mjs`,
        sha256: createHash('sha256').update(Buffer.from(bundle)).digest('hex'),
      },
    })
    expect(compose).not.toHaveBeenCalled()
  })

  it('refuses an entry that does not answer', async () => {
    await expectRefused(
      ['faq', 'candidate', 'b44', '--entry', deploy.entry('b44')],
      `${deploy.entry('b44')} answered HTTP 404`,
    )
  })

  it('refuses an entry on a port where nothing listens', async () => {
    await expectRefused(
      ['faq', 'candidate', 'b44', '--entry', 'http://127.0.0.1:9/b44/assets/remoteEntry.js'],
      'did not answer',
    )
  })

  it('refuses an entry the schema does not allow, before fetching anything', async () => {
    const spy = vi.fn(fetch)
    await expectRefused(
      ['faq', 'candidate', 'b44', '--entry', 'javascript:alert(1)'],
      'candidates.b44.entry: uses javascript:',
      {
        fetch: spy,
      },
    )
    expect(spy).not.toHaveBeenCalled()
  })

  it('refuses a build whose server bundle is missing (compose could not render it)', async () => {
    deploy.deploy('b46')
    deploy.serve('/b46/server/entry.mjs', 'gone', 404)
    await expectRefused(
      ['faq', 'candidate', 'b46', '--entry', deploy.entry('b46')],
      'its server bundle (for compose)',
    )
  })

  it('refuses a redirect (the browser would load another URL than the one checked)', async () => {
    deploy.serve('/b47/assets/remoteEntry.js', '', 302)
    await expectRefused(['faq', 'candidate', 'b47', '--entry', deploy.entry('b47')], 'answered HTTP 302')
  })
})

describe('preview-link', () => {
  it('prints the link for a deployed candidate and changes nothing', async () => {
    const before = readFileSync(file)
    const { code, out } = await release(['faq', 'preview-link', 'b42'])
    expect(code).toBe(0)
    expect(out).toBe('https://pacanele.example.ro/?previzualizare=faq@b42\n')
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('refuses a blocked or unlisted build', async () => {
    writeRecord({ blocked: ['b42'] })
    await expectRefused(['faq', 'preview-link', 'b42'], 'b42 is blocked')
    await expectRefused(['faq', 'preview-link', 'b44'], 'b44 is not a candidate of faq')
  })
})

describe('canary', () => {
  it('starts a canary and recomposes (the pages hint its files); raising its percent keeps its salt (everyone already in stays in) and recomposes nothing', async () => {
    const started = await release(['faq', 'canary', 'b42', '--percent', '10'])
    expect(started.code).toBe(0)
    expect(started.compose).toHaveBeenCalledTimes(1)
    const began = { startedAt: NOW, stepStartedAt: NOW }
    expect(onDisk().remotes.faq.canary).toEqual({ build: 'b42', percent: 10, salt: 'faq-b42', ...began })
    const later = '2026-11-20T10:20:00.000Z'
    const { code, compose } = await release(['faq', 'canary', 'b42', '--percent', '25'], {
      now: () => new Date(later),
    })
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.canary).toEqual({
      build: 'b42',
      percent: 25,
      salt: 'faq-b42',
      startedAt: NOW,
      stepStartedAt: later,
      stepChanges: [later],
    })
    expect(compose).not.toHaveBeenCalled()
  })

  it('refuses a percent the schema does not allow', async () => {
    await expectRefused(['faq', 'canary', 'b42', '--percent', '150'], 'canary.percent: must be from 0 to 100')
  })

  it('refuses a build with an incompatible contract', async () => {
    await expectRefused(
      ['faq', 'canary', 'b50', '--percent', '10'],
      'cannot run in this shell: built against contract 3.0.0',
    )
  })

  it('refuses a build whose ./meta does not answer', async () => {
    deploy.deploy('b48')
    deploy.serve('/b48/assets/__federation_expose_Meta-Ddf-kCk-.js', '', 404)
    writeRecord({ candidates: { b48: { entry: deploy.entry('b48') } } })
    await expectRefused(
      ['faq', 'canary', 'b48', '--percent', '10'],
      '__federation_expose_Meta-Ddf-kCk-.js answered HTTP 404',
    )
  })

  it('refuses a candidate that is not listed', async () => {
    await expectRefused(
      ['faq', 'canary', 'b44', '--percent', '10'],
      'list it first (pnpm release faq candidate b44 --entry <URL>)',
    )
  })
})

describe('promote', () => {
  it('makes the canary stable, keeps the old stable as previous, and recomposes', async () => {
    writeRecord({ canary: { build: 'b42', percent: 10, salt: 'faq-b42' } })
    const { code, compose } = await release(['faq', 'promote'])
    expect(code).toBe(0)
    const faq = onDisk().remotes.faq
    expect(faq.stable).toMatchObject({ build: 'b42', entry: deploy.entry('b42') })
    expect(faq.stable.serverBundle?.url).toBe(`${deploy.origin}/b42/server/entry.mjs`)
    expect(faq.previous).toEqual({ build: 'b41', entry: deploy.entry('b41') })
    expect(faq.canary).toBeUndefined()
    expect(Object.keys(faq.candidates)).toEqual(['b43', 'b50', 'b51'])
    expect(compose).toHaveBeenCalledExactlyOnceWith(file)
  })

  it('promotes a named candidate', async () => {
    const { code, compose } = await release(['faq', 'promote', 'b43'])
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.stable.build).toBe('b43')
    expect(compose).toHaveBeenCalledOnce()
  })

  it('refuses a build built against a newer shared package than the shell provides', async () => {
    await expectRefused(['faq', 'promote', 'b51'], 'react 19.4.0 (the shell provides 19.3.1)')
  })

  it('refuses when there is no canary and no build is named', async () => {
    await expectRefused(['faq', 'promote'], 'faq has no canary to promote')
  })

  it('refuses a server bundle that is no longer the file recorded', async () => {
    const serverBundle = { url: `${deploy.origin}/b43/server/entry.mjs`, sha256: '0'.repeat(64) }
    writeRecord({ candidates: { b43: { entry: deploy.entry('b43'), serverBundle } } })
    await expectRefused(['faq', 'promote', 'b43'], 'is not the file release-record.json recorded')
  })

  it('says so, and fails, when compose fails after the record is written', async () => {
    const compose = vi.fn(async () => {
      throw new Error('pnpm compose exited with 1')
    })
    const { code, err } = await release(['faq', 'promote', 'b43'], { compose })
    expect(code).toBe(1)
    expect(onDisk().remotes.faq.stable.build).toBe('b43')
    expect(err.at(-1)).toContain('is written, but compose failed (pnpm compose exited with 1)')
  })
})

describe('rollback', () => {
  it('puts previous back as stable, keeps the rolled-back build as previous, and recomposes', async () => {
    const { code, compose } = await release(['faq', 'rollback'])
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.stable.build).toBe('b40')
    expect(onDisk().remotes.faq.previous?.build).toBe('b41')
    expect(compose).toHaveBeenCalledExactlyOnceWith(file)
  })

  it('refuses when the previous build no longer answers', async () => {
    writeRecord({ previous: { build: 'b40', entry: deploy.entry('gone') } })
    await expectRefused(['faq', 'rollback'], `${deploy.entry('gone')} answered HTTP 404`)
  })

  it('refuses without a previous build, or with a blocked one', async () => {
    writeRecord({ previous: undefined })
    await expectRefused(['faq', 'rollback'], 'faq has no previous build')
    writeRecord({ blocked: ['b40'] })
    await expectRefused(['faq', 'rollback'], 'the previous build b40 is blocked')
  })
})

describe('block', () => {
  it('blocks the canary build and stops its canary, without recomposing', async () => {
    writeRecord({ canary: { build: 'b42', percent: 10, salt: 'faq-b42' } })
    const { code, compose } = await release(['faq', 'block', 'b42'])
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.blocked).toEqual(['b39', 'b42'])
    expect(onDisk().remotes.faq.canary).toBeUndefined()
    expect(compose).not.toHaveBeenCalled()
  })

  it('blocks the stable build after checking previous, and recomposes', async () => {
    const { code, compose } = await release(['faq', 'block', 'b41'])
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.blocked).toContain('b41')
    expect(compose).toHaveBeenCalledOnce()
  })

  it('refuses to block the stable build when nothing would be left to load', async () => {
    writeRecord({ blocked: ['b40'] })
    await expectRefused(['faq', 'block', 'b41'], 'would leave faq nothing to load')
  })

  it('refuses a build the remote does not have (a typo would block nothing)', async () => {
    await expectRefused(['faq', 'block', 'b24'], 'b24 is not a build of faq')
  })
})

describe('the record', () => {
  it('refuses to edit a record that is already invalid', async () => {
    writeRecord({ canary: { build: 'b42', percent: 300, salt: 'faq-b42' } })
    await expectRefused(
      ['faq', 'rollback'],
      'is invalid: release-record.json: remotes.faq.canary.percent: must be from 0 to 100',
    )
    writeFileSync(file, '{ "version": 2, ')
    await expectRefused(['faq', 'rollback'], 'cannot read')
  })

  it('refuses to replace a file that changed while the release was being checked', async () => {
    const racing = vi.fn(async (...args: Parameters<typeof fetch>) => {
      writeRecord({ blocked: ['b39', 'b38'] })
      return fetch(...args)
    })
    const { code, err } = await release(['faq', 'canary', 'b42', '--percent', '10'], { fetch: racing })
    expect(code).toBe(1)
    expect(err).toEqual([expect.stringContaining('changed while the release was being checked')])
    expect(onDisk().remotes.faq.blocked).toEqual(['b39', 'b38'])
  })

  it('edits a version-1 record into version 2', async () => {
    writeFileSync(file, JSON.stringify({ faq: deploy.entry('b41') }))
    const { code, err } = await release(['faq', 'candidate', 'b42', '--entry', deploy.entry('b42')])
    expect(code).toBe(0)
    expect(err[0]).toContain('release-record.json is now version 2')
    expect(onDisk()).toMatchObject({
      version: 2,
      remotes: { faq: { stable: { build: 'legacy' }, candidates: { b42: {} } } },
    })
  })

  it('checks root-relative entries against the site origin', async () => {
    writeRecord({ candidates: { b42: { entry: '/b42/assets/remoteEntry.js' } } })
    const { code } = await release(['faq', 'canary', 'b42', '--percent', '5', '--site', deploy.origin])
    expect(code).toBe(0)
    expect(onDisk().remotes.faq.candidates.b42?.serverBundle?.url).toBe('/b42/server/entry.mjs')
  })

  it('reads a deployed release record by URL and prints the edit instead of writing it', async () => {
    deploy.serve('/release-record.json', JSON.stringify({ version: 2, remotes: { faq: faqReleases() } }))
    const { code, out, err, compose } = await release([
      'faq',
      'rollback',
      '--record',
      `${deploy.origin}/release-record.json`,
    ])
    expect(code).toBe(0)
    expect(JSON.parse(out)).toMatchObject({
      remotes: { faq: { stable: { build: 'b40' }, previous: { build: 'b41' } } },
    })
    expect(err[0]).toContain(`then run pnpm compose --record ${deploy.origin}/release-record.json`)
    expect(compose).not.toHaveBeenCalled()
  })
})
