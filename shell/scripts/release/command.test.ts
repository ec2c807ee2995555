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
      command: { remote: 'faq', action, manifest: undefined, site: undefined },
    })
  })

  it('reads --manifest and --site', () => {
    const parsed = parseCommand([
      'home',
      'rollback',
      '--manifest',
      '/srv/site/remotes.json',
      '--site',
      'https://a.ro',
    ])
    expect(parsed).toMatchObject({
      ok: true,
      command: { remote: 'home', manifest: '/srv/site/remotes.json', site: 'https://a.ro' },
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
