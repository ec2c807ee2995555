// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { RemoteReleases } from 'shell/tooling/release/release-record-schema'
import { parseCommand } from './command'
import { runStatus } from './status'

const dir = mkdtempSync(join(tmpdir(), 'release-status-'))
const file = join(dir, 'release-record.json')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function status(faq: Partial<RemoteReleases>) {
  const entry = (build: string) => `https://faq.example.ro/${build}/assets/remoteEntry.js`
  const releases: RemoteReleases = {
    stable: { build: 'b41', entry: entry('b41') },
    candidates: { b42: { entry: entry('b42') } },
    blocked: ['b39'],
    ...faq,
  }
  writeFileSync(file, JSON.stringify({ version: 2, remotes: { faq: releases } }))
  const parsed = parseCommand(['faq', 'status', '--record', file])
  if (!parsed.ok || !('status' in parsed)) throw new Error('expected a status command')
  const out: string[] = []
  const code = await runStatus(parsed.status, {
    fetch,
    cwd: dir,
    defaultRecord: file,
    print: (text) => out.push(text),
    report: (line) => out.push(line),
  })
  return { code, text: out.join('') }
}

describe('pnpm release faq status', () => {
  it('shows a running rollout, its share and since when', async () => {
    const { code, text } = await status({
      canary: { build: 'b42', percent: 25, salt: 'faq-b42', startedAt: '2026-12-01T10:00:00.000Z' },
    })
    expect(code).toBe(0)
    expect(text).toContain('stable: b41')
    expect(text).toContain('canary: b42 at 25 %, rollout since 2026-12-01T10:00:00.000Z')
    expect(text).toContain('blocked: b39')
  })

  it('shows a stopped rollout as stopped, why, and what a person can do', async () => {
    const { text } = await status({
      canary: {
        build: 'b42',
        percent: 0,
        salt: 'faq-b42',
        stopped: {
          at: '2026-12-01T16:00:00.000Z',
          reason: "not promoted after 360 min at 50 %, the step's longest",
        },
      },
      history: [
        {
          at: '2026-12-01T16:00:00.000Z',
          build: 'b42',
          percent: 50,
          verdict: 'inconclusive',
          action: 'stop',
          evidence: [],
        },
      ],
    })
    expect(text).toContain(
      "canary: b42 STOPPED at 2026-12-01T16:00:00.000Z: not promoted after 360 min at 50 %, the step's longest",
    )
    expect(text).toContain('its traffic is withdrawn (0 %)')
    expect(text).toContain('pnpm release faq promote b42 | canary b42 --percent N | block b42')
    expect(text).toContain('2026-12-01T16:00:00.000Z  b42 at 50 %: stop (inconclusive)')
  })

  it('refuses extra words', () => {
    expect(parseCommand(['faq', 'status', 'b42'])).toEqual({ ok: false, reason: 'unexpected b42' })
  })
})
