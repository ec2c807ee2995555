// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { entryOrigin, entryUrlProblem } from './entry-url'

describe('entryUrlProblem', () => {
  it.each([
    'https://faq.example.ro/b42/assets/remoteEntry.js',
    'http://localhost:4176/assets/remoteEntry.js',
    '/faq/b42/assets/remoteEntry.js',
    'https://faq.example.ro:8443/assets/remoteEntry.js?v=2',
  ])('accepts %s', (entry) => {
    expect(entryUrlProblem(entry)).toBeNull()
  })

  it.each([
    ['javascript:alert(1)', 'uses javascript:'],
    ['JaVaScRiPt:alert(1)', 'uses javascript:'],
    ['data:text/javascript,alert(1)', 'uses data:'],
    ['ftp://faq.example.ro/remoteEntry.js', 'uses ftp:'],
    ['https://a@evil.example/remoteEntry.js', 'user name or password'],
    ['https://a:b@evil.example/remoteEntry.js', 'user name or password'],
    ['//evil.example/remoteEntry.js', 'another host'],
    ['/\\evil.example/remoteEntry.js', 'backslash'],
    [' https://faq.example.ro/e.js', 'whitespace'],
    ['https://faq.example.ro/e.js\n', 'whitespace'],
    ['https://faq.example.ro/\u0000e.js', 'control character'],
    ['remoteEntry.js', 'neither an absolute'],
    ['', 'neither an absolute'],
    [`https://faq.example.ro/${'a'.repeat(2100)}`, 'longer than 2048'],
  ])('refuses %j', (entry, problem) => {
    expect(entryUrlProblem(entry)).toContain(problem)
  })
})

describe('entryOrigin', () => {
  it('gives a root-relative entry the page origin and an absolute one its own', () => {
    expect(entryOrigin('/faq/assets/remoteEntry.js', 'https://pacanele.example.ro')).toBe(
      'https://pacanele.example.ro',
    )
    expect(entryOrigin('HTTPS://FAQ.Example.RO:443/e.js', 'https://pacanele.example.ro')).toBe(
      'https://faq.example.ro',
    )
  })
})
