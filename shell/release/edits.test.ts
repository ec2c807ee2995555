// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faqEntry, testRecord } from 'shell/tooling/test/release-records'
import { planEdit, type ReleaseAction } from './edits'

const AT = '2026-11-20T10:00:00.000Z'
const plan = (action: ReleaseAction, faq = {}, at = AT) => planEdit(testRecord(faq), 'faq', action, at)

describe('planEdit', () => {
  it('never changes the record it is given', () => {
    const record = testRecord()
    const copy = structuredClone(record)
    planEdit(record, 'faq', { kind: 'promote', build: 'b42' }, AT)
    expect(record).toEqual(copy)
  })

  it('gives a new canary build its own salt (another draw of visitors)', () => {
    const planned = plan(
      { kind: 'canary', build: 'b43', percent: 5 },
      { canary: { build: 'b42', percent: 50, salt: 'faq-b42' } },
    )
    expect(planned.ok && planned.edit.record.remotes.faq?.canary).toEqual({
      build: 'b43',
      percent: 5,
      salt: 'faq-b43',
      startedAt: AT,
      stepStartedAt: AT,
    })
    expect(planned.ok && planned.edit.summary).toBe('faq: canary b43 at 5 % (was b42 at 50 %)')
  })

  it("stops a rollout by withdrawing the canary's share, the build kept, and only the running canary", () => {
    const began = '2026-11-20T09:00:00.000Z'
    const running = { build: 'b42', percent: 50, salt: 'faq-b42', startedAt: began, stepStartedAt: began }
    const planned = plan({ kind: 'stop', build: 'b42', reason: 'waited too long' }, { canary: running })
    expect(planned.ok && planned.edit.record.remotes.faq?.canary).toEqual({
      ...running,
      percent: 0,
      stopped: { at: AT, reason: 'waited too long' },
    })
    expect(planned.ok && planned.edit.record.remotes.faq?.candidates).toHaveProperty('b42')
    expect(planned.ok && planned.edit.recompose).toBe(false)
    expect(plan({ kind: 'stop', build: 'b43', reason: 'x' }, { canary: running })).toEqual({
      ok: false,
      reason: 'b43 is not the canary of faq',
    })
  })

  it("keeps a rollout's start when its share rises, and starts the new step then", () => {
    const began = '2026-11-20T09:00:00.000Z'
    const running = { build: 'b42', percent: 5, salt: 'faq-b42', startedAt: began, stepStartedAt: began }
    const planned = plan({ kind: 'canary', build: 'b42', percent: 25 }, { canary: running })
    expect(planned.ok && planned.edit.record.remotes.faq?.canary).toEqual({
      ...running,
      percent: 25,
      stepStartedAt: AT,
      stepChanges: [AT],
    })
    const later = '2026-11-20T11:00:00.000Z'
    const next = plan(
      { kind: 'canary', build: 'b42', percent: 50 },
      { canary: { ...running, stepChanges: [AT] } },
      later,
    )
    expect(next.ok && next.edit.record.remotes.faq?.canary?.stepChanges).toEqual([AT, later])
  })

  it('changes nothing for an action already done', () => {
    expect(plan({ kind: 'block', build: 'b39' })).toMatchObject({
      ok: true,
      edit: { changed: false, verify: [] },
    })
    expect(plan({ kind: 'candidate', build: 'b42', entry: faqEntry('b42') })).toMatchObject({
      ok: true,
      edit: { changed: false, verify: [] },
    })
  })

  it.each<[ReleaseAction, string]>([
    [
      { kind: 'candidate', build: 'b42', entry: faqEntry('b99') },
      'b42 is already a candidate with another entry',
    ],
    [{ kind: 'candidate', build: 'b41', entry: faqEntry('b41') }, 'b41 is already the stable build of faq'],
    [{ kind: 'candidate', build: 'b39', entry: faqEntry('b39') }, 'b39 is blocked'],
    [{ kind: 'promote', build: 'b41' }, 'b41 is already the stable build of faq'],
    [{ kind: 'canary', build: 'constructor', percent: 5 }, 'constructor is not a candidate of faq'],
  ])('refuses %j', (action, reason) => {
    expect(plan(action)).toEqual({ ok: false, reason: expect.stringContaining(reason) })
  })

  it('refuses a remote the record does not name', () => {
    expect(planEdit(testRecord(), 'categories', { kind: 'rollback' }, AT)).toEqual({
      ok: false,
      reason: 'release-record.json does not name categories (it loads its build-time URL)',
    })
  })
})
