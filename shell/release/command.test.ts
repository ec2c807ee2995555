// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseCommand } from './command'

describe('parseCommand', () => {
  it.each([
    [
      ['faq', 'candidate', 'b42', '--entry', 'https://faq.example.ro/b42/assets/remoteEntry.js'],
      { kind: 'candidate', build: 'b42', entry: 'https://faq.example.ro/b42/assets/remoteEntry.js' },
    ],
    [['faq', 'preview-link', 'b42'], { kind: 'preview-link', build: 'b42' }],
    [['faq', 'canary', 'b42', '--percent', '12.5'], { kind: 'canary', build: 'b42', percent: 12.5 }],
    [['faq', 'promote'], { kind: 'promote', build: undefined }],
    [['faq', 'promote', 'b43'], { kind: 'promote', build: 'b43' }],
    [['faq', 'rollback'], { kind: 'rollback' }],
    [['faq', 'block', 'b42'], { kind: 'block', build: 'b42' }],
  ])('reads %j', (argv, action) => {
    expect(parseCommand(argv)).toEqual({
      ok: true,
      command: { remote: 'faq', action, record: undefined, site: undefined },
    })
  })

  it('reads --record and --site', () => {
    const parsed = parseCommand([
      'home',
      'rollback',
      '--record',
      '/srv/site/release-record.json',
      '--site',
      'https://a.ro',
    ])
    expect(parsed).toMatchObject({
      ok: true,
      command: { remote: 'home', record: '/srv/site/release-record.json', site: 'https://a.ro' },
    })
  })

  it.each([
    [[], 'no remote given'],
    [['fqa', 'rollback'], '"fqa" is not a remote of this shell'],
    [['constructor', 'rollback'], '"constructor" is not a remote of this shell'],
    [['faq'], 'no action given'],
    [['faq', 'deploy'], 'unknown action "deploy"'],
    [['faq', 'canary', 'b42'], 'canary needs --percent'],
    [['faq', 'canary', 'b42', '--percent', 'ten'], 'canary needs --percent'],
    [['faq', 'canary', '--percent', '10'], 'canary needs a build id'],
    [['faq', 'candidate', 'b42'], 'candidate needs --entry'],
    [['faq', 'block'], 'block needs a build id'],
    [['faq', 'block', 'b42', 'b43'], 'unexpected b43'],
    [['faq', 'rollback', 'b40'], 'unexpected b40'],
    [['faq', 'rollback', '--force'], "Unknown option '--force'"],
  ])('refuses %j', (argv, reason) => {
    const parsed = parseCommand(argv)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.reason).toContain(reason)
  })
})

describe('parseCommand, release health', () => {
  const health = (argv: string[]) => {
    const parsed = parseCommand(['faq', 'health', ...argv])
    return parsed.ok && 'health' in parsed ? parsed.health : parsed
  }

  it('reads health with its options, the thresholds table overridden where named', () => {
    expect(
      health([
        '--json',
        '--decide',
        '--html',
        'r.html',
        '--since',
        '2026-11-20T10:00:00Z',
        '--threshold',
        'lcp.maxIncrease=0.2',
      ]),
    ).toMatchObject({
      remote: 'faq',
      health: {
        json: true,
        decide: true,
        html: 'r.html',
        since: new Date('2026-11-20T10:00:00Z'),
        until: undefined,
        steps: [5, 25, 50],
        stepWaitMs: 600_000,
        maxWaitMs: 8 * 3_600_000,
        rolloutMaxWaitMs: 9 * 3_600_000,
        thresholds: { lcp: { maxIncrease: 0.2 }, inp: { maxIncrease: 0.1 } },
      },
    })
  })

  it('reads canary --auto with its steps and waits', () => {
    const parsed = parseCommand([
      'faq',
      'canary',
      'b42',
      '--percent',
      '5',
      '--auto',
      '--steps',
      '5,20,60',
      '--step-wait',
      '90s',
      '--max-wait',
      '1h',
      '--rollout-max-wait',
      '3h',
      '--poll',
      '2m',
    ])
    expect(parsed.ok && 'command' in parsed && parsed.command.auto).toMatchObject({
      steps: [5, 20, 60],
      stepWaitMs: 90_000,
      maxWaitMs: 3_600_000,
      rolloutMaxWaitMs: 3 * 3_600_000,
      pollMs: 120_000,
    })
  })

  it.each([
    [['faq', 'health', 'b42'], 'unexpected b42'],
    [['faq', 'health', '--since', 'yesterday'], '--since wants an ISO time'],
    [
      ['faq', 'health', '--since', '2026-11-20T10:00:00Z', '--until', '2026-11-20T09:00:00Z'],
      '--until must be after --since',
    ],
    [['faq', 'health', '--threshold', 'lcp.alpha=7'], 'lcp.alpha'],
    [['faq', 'health', '--auto'], '--auto goes with canary'],
    [['faq', 'health', '--steps', '25,5'], '--steps wants rising shares'],
    [['faq', 'promote', '--auto'], '--auto goes with canary'],
    [['faq', 'canary', 'b42', '--percent', '5', '--json'], '--json goes with health'],
    [['faq', 'canary', 'b42', '--percent', '5', '--steps', '5,50'], '--steps goes with --auto'],
    [
      ['faq', 'canary', 'b42', '--percent', '5', '--auto', '--max-wait', 'forever'],
      '--max-wait wants a duration',
    ],
  ])('refuses %j', (argv, reason) => {
    const parsed = parseCommand(argv)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.reason).toContain(reason)
  })
})
