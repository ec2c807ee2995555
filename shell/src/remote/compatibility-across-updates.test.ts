// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildMeta } from '../../build/app-meta'
import { incompatibility } from './compatibility'

/**
 * What remotes were built against before each update of the shared packages (pnpm-workspace.yaml's
 * catalog). A remote deployed before an update keeps serving its slots in the updated shell until its
 * team rebuilds it, so the shell must still accept it; a remote built after the update must be
 * refused by a shell deployed before it. Add the outgoing versions here when the catalog moves;
 * never edit a recorded line.
 */
const builtBeforeUpdate = {
  'React 19.2, zustand 5.0 (before React 19.3, zustand 5.1)': {
    contractVersion: '2.1.0',
    sharedVersions: {
      react: '19.2.0',
      'react-dom': '19.2.0',
      'react-router-dom': '7.9.5',
      zustand: '5.0.8',
      'tailwind-merge': '3.3.1',
    },
  },
  'react-router-dom 7 (before React Router 8)': {
    contractVersion: '2.1.0',
    sharedVersions: {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router-dom': '7.18.6',
      zustand: '5.1.0',
      'tailwind-merge': '3.7.0',
    },
  },
}

/**
 * The updates after which the shell refuses what was built before, and the package it names. React
 * Router 8 removed react-router-dom: the shell shares `react-router` instead, and a remote that asks
 * for react-router-dom would find no router. Its team rebuilds it; until then its slot says so.
 */
const refusedSince: Partial<Record<keyof typeof builtBeforeUpdate, string>> = {
  'React 19.2, zustand 5.0 (before React 19.3, zustand 5.1)': 'react-router-dom 7.9.5',
  'react-router-dom 7 (before React Router 8)': 'react-router-dom 7.18.6',
}

const current = buildMeta(fileURLToPath(new URL('../..', import.meta.url)))

describe.each(Object.entries(builtBeforeUpdate))('a remote built against %s', (name, before) => {
  const refused = refusedSince[name as keyof typeof builtBeforeUpdate]

  it(
    refused
      ? 'is refused by the shell built from this checkout, which names the package it lacks'
      : 'still runs in the shell built from this checkout',
    () => {
      expect(incompatibility(before, current)).toBe(refused ? `${refused} (the shell provides none)` : null)
    },
  )

  it('had a shell of its time, which refuses a remote built now and names the newer package', () => {
    expect(incompatibility(current, before)).toMatch(
      /^[\w-]+ \d+\.\d+\.\d+ \(the shell provides (\d+\.\d+\.\d+|none)\)$/,
    )
  })
})
