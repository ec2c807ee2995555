// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { incompatibility, satisfies } from './compatibility'

const shell = { contractVersion: '1.2.0', sharedVersions: { react: '19.2.0', zustand: '5.0.8' } }

describe('satisfies', () => {
  it.each([
    ['19.2.0', '19.2.0', true],
    ['19.2.3', '19.2.0', true],
    ['19.3.0', '19.2.9', true],
    ['19.2.0', '19.2.1', false],
    ['19.2.0', '19.3.0', false],
    ['19.2.0', '18.3.1', false],
    ['20.0.0', '19.2.0', false],
    ['garbage', '19.2.0', false],
  ])('shell %s for a remote built with %s → %s', (provided, wanted, expected) => {
    expect(satisfies(provided, wanted)).toBe(expected)
  })
})

describe('incompatibility', () => {
  it('accepts a remote built against the same contract major and shared versions', () => {
    expect(
      incompatibility({ contractVersion: '1.0.0', sharedVersions: { react: '19.2.0' } }, shell),
    ).toBeNull()
  })

  it('refuses another contract major', () => {
    expect(incompatibility({ contractVersion: '2.0.0', sharedVersions: {} }, shell)).toMatch(
      /contract 2\.0\.0/,
    )
  })

  it('refuses a remote built against a React the shell does not provide', () => {
    expect(incompatibility({ contractVersion: '1.0.0', sharedVersions: { react: '18.3.1' } }, shell)).toMatch(
      /react 18\.3\.1/,
    )
  })

  it('refuses a remote built against a newer zustand than the shell has', () => {
    expect(
      incompatibility({ contractVersion: '1.0.0', sharedVersions: { zustand: '5.1.0' } }, shell),
    ).toMatch(/zustand/)
  })

  it('refuses a remote that does not declare what it was built against', () => {
    expect(incompatibility(undefined, shell)).not.toBeNull()
    expect(incompatibility({ contractVersion: '1.0.0' }, shell)).not.toBeNull()
  })
})

describe('the router a remote was built with', () => {
  // React Router 8 removed react-router-dom: the shell shares `react-router` and provides no
  // react-router-dom, so a remote built before the move would find no router at all.
  const shellOnRouter8 = {
    contractVersion: '2.1.0',
    sharedVersions: { react: '19.3.1', 'react-router': '8.5.1' },
  }
  const built = (sharedVersions: Record<string, string>) => ({ contractVersion: '2.1.0', sharedVersions })

  it('refuses a remote built with react-router-dom 7, naming the package the shell no longer provides', () => {
    expect(incompatibility(built({ react: '19.2.0', 'react-router-dom': '7.18.6' }), shellOnRouter8)).toBe(
      'react-router-dom 7.18.6 (the shell provides none)',
    )
  })

  it('refuses a remote built with react-router 7', () => {
    expect(incompatibility(built({ react: '19.3.1', 'react-router': '7.18.6' }), shellOnRouter8)).toBe(
      'react-router 7.18.6 (the shell provides 8.5.1)',
    )
  })

  it.each(['8.0.0', '8.5.1'])('accepts a remote built with react-router %s', (version) => {
    expect(incompatibility(built({ react: '19.3.1', 'react-router': version }), shellOnRouter8)).toBeNull()
  })

  it('refuses a remote built with a newer react-router 8 than the shell provides', () => {
    expect(incompatibility(built({ 'react-router': '8.6.0' }), shellOnRouter8)).toMatch(
      /^react-router 8\.6\.0/,
    )
  })

  it('had a shell on react-router-dom 7, which refuses a remote built with react-router 8', () => {
    const shellOnRouter7 = {
      contractVersion: '2.1.0',
      sharedVersions: { react: '19.3.1', 'react-router-dom': '7.18.6' },
    }
    expect(incompatibility(built({ react: '19.3.1', 'react-router': '8.5.1' }), shellOnRouter7)).toBe(
      'react-router 8.5.1 (the shell provides none)',
    )
  })
})
