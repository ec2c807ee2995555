// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintFindings, repoRoot } from '../src/test/lint-findings'

const shellEntries = (
  JSON.parse(readFileSync(`${repoRoot}shell/package.json`, 'utf8')) as { exports: Record<string, string> }
).exports

/** The table under "The shell's entries" in the shell's README: entry → file, the documented surface. */
function documentedEntries(): Record<string, string> {
  const readme = readFileSync(`${repoRoot}shell/README.md`, 'utf8')
  const section = readme.split("\n## The shell's entries\n")[1]?.split('\n## ')[0] ?? ''
  const rows = [...section.matchAll(/^\| `(shell\/[^`]+)` +\| `([^`]+)` +\|/gm)]
  return Object.fromEntries(rows.map(([, entry, file]) => [entry!, file!]))
}

/** The entries for the platform's Node packages and e2e: the app's facts they agree with. */
const isTooling = (entry: string) => entry.startsWith('./tooling/')

describe("the shell's package entries are a locked list", () => {
  it('exports exactly the entries its README documents, each to the file named there', () => {
    const exported = Object.fromEntries(
      Object.entries(shellEntries)
        .filter(([entry]) => !isTooling(entry))
        .map(([entry, file]) => [`shell${entry.slice(1)}`, file.slice(2)]),
    )
    expect(Object.keys(exported).length).toBeGreaterThan(0)
    expect(exported).toEqual(documentedEntries())
  })

  it("exports the browser app's modules and the Vite presets; its tooling entries only the app's own files", () => {
    const surface = Object.entries(shellEntries).filter(([entry]) => !isTooling(entry))
    expect(
      surface.filter(([, file]) => !file.startsWith('./src/') && file !== './build/remote-config.ts'),
    ).toEqual([])
    const tooling = Object.entries(shellEntries).filter(([entry]) => isTooling(entry))
    expect(tooling.length).toBeGreaterThan(0)
    // The site server and the release tools are packages of their own: never re-exported by the app.
    expect(tooling.filter(([, file]) => /^\.\/(server|release)\//.test(file))).toEqual([])
  })
})

/** The lint's refusals of imports in `source`, as if it were the file at `path` in the repository. */
const importErrors = (path: string, source: string) =>
  lintFindings('@typescript-eslint/no-restricted-imports', path, source)

const contractSurface = Object.keys(shellEntries)
  .filter((entry) => !isTooling(entry))
  .map((entry) => `shell${entry.slice(1)}`)
  .filter((entry) => entry !== 'shell/vite-presets')

// The first lint loads the configuration and its plugins, which takes seconds on a busy machine.
describe('the lint keeps remotes to the contract surface', { timeout: 60_000 }, () => {
  const remoteFile = 'mfe-faq/src/features/faq/injected.ts'

  it.each([
    ['the site server', "import { createAppServer } from 'site-server/app-server'\n", /platform's Node side/],
    ['the release tools', "import { judge } from 'release-tools/judge/judge'\n", /platform's Node side/],
    [
      "the app's facts for tooling",
      "import { MENU_HOVER_OPEN_DELAY_MS } from 'shell/tooling/app/layout/menu-timing'\n",
      /contract surface/,
    ],
    [
      'a shell path no entry names',
      "import { createAppServer } from 'shell/server/app-server'\n",
      /contract surface/,
    ],
    [
      'the Vite config',
      "import { remoteConfig } from 'shell/vite-presets'\n",
      /only an app's vite\.config\.ts/,
    ],
    [
      'a path into the shell',
      "import { REMOTE_TIMEOUT_MS } from '../../../../shell/src/remote/timeout'\n",
      /never by a path/,
    ],
  ])('refuses a remote importing %s', async (_what, source, message) => {
    const errors = await importErrors(remoteFile, source)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it('passes a remote importing every entry of the contract surface', async () => {
    expect(contractSurface).toContain('shell/contract')
    const source = contractSurface.map((entry) => `import '${entry}'\n`).join('')
    expect(await importErrors(remoteFile, source)).toEqual([])
  })

  it("passes the Vite config in a remote's vite.config.ts, and tooling in e2e", async () => {
    expect(
      await importErrors('mfe-faq/vite.config.ts', "import { remoteConfig } from 'shell/vite-presets'\n"),
    ).toEqual([])
    expect(
      await importErrors(
        'e2e/bench/injected.ts',
        "import { createAppServer } from 'site-server/app-server'\n",
      ),
    ).toEqual([])
  })
})
