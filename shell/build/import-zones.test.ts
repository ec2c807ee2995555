// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lintFindings } from '../src/test/lint-findings'

/** The lint's import-zone findings for `source`, as if it were the file at `path` in the repository. */
const zoneErrors = (path: string, source: string) =>
  lintFindings('import-x/no-restricted-paths', path, source)

// Each import below closes a cycle: the imported folder already imports the importing one.
const cycles = [
  {
    path: 'mfe-categories/src/features/play/injected.ts',
    source: "export { GameGrid } from '../game-list/GameGrid'\n",
  },
  {
    path: 'mfe-categories/src/features/house-game-listing/injected.ts',
    source: "export { houseGames } from '../house-games/games/all'\n",
  },
  {
    path: 'mfe-categories/src/catalogue/injected.ts',
    source: "export { categoryGameCount } from '../features/counts/counts'\n",
  },
  {
    path: 'mfe-home/src/features/home/injected.ts',
    source: "export { default } from '../../exposed/HomePage'\n",
  },
  { path: 'mfe-faq/src/features/faq/injected.ts', source: "export { default } from '../../exposed/Faq'\n" },
  { path: 'shell/src/lib/injected.ts', source: "export { Button } from '../ui/button'\n" },
]

// The first lint loads the configuration and its plugins, which takes seconds on a busy machine.
describe('the lint keeps imports between folders one way', { timeout: 60_000 }, () => {
  it.each(cycles)('fails an import that closes a cycle: $path', async ({ path, source }) => {
    const errors = await zoneErrors(path, source)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/imports go one way/)
  })

  it('passes the same imports the other way round', async () => {
    expect(
      await zoneErrors(
        'mfe-categories/src/features/game-list/injected.ts',
        "export { PlayDialog } from '../play/PlayDialog'\n",
      ),
    ).toEqual([])
    expect(
      await zoneErrors(
        'mfe-categories/src/features/house-games/injected.ts',
        "export { houseGameListing } from '../house-game-listing/listing'\n",
      ),
    ).toEqual([])
  })
})
