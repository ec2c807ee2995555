// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { categoriesOf } from './categories'
import { checkCatalogue, type ContentFile } from './schema'

const contentDir = join(__dirname, '../../content/games')
const contentFiles: ContentFile[] = readdirSync(contentDir).map((name) => ({
  file: `content/games/${name}`,
  data: JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as unknown,
}))
const starburst = contentFiles.find((entry) => entry.file.endsWith('/starburst.json'))!

/** The catalogue with Starburst's file replaced by `patch` applied to it. */
function withStarburst(patch: Record<string, unknown>, file = starburst.file) {
  const data = { ...(starburst.data as Record<string, unknown>), ...patch }
  return checkCatalogue(
    [...contentFiles.filter((entry) => entry !== starburst), { file, data }],
    categoriesOf,
  )
}

describe('catalogue content', () => {
  it('accepts every game file of the catalogue', () => {
    const { games, problems } = checkCatalogue(contentFiles, categoriesOf)
    expect(problems).toEqual([])
    expect(games).toHaveLength(contentFiles.length)
    expect(games.every((game) => game.slug === game.id)).toBe(true)
  })

  it.each([
    [{ rating: 7 }, 'rating must be between 0 and 5'],
    [{ rating: 4.75 }, 'rating must have at most one decimal'],
    [{ rtp: 79.9 }, 'rtp must be between 80 and 99.9'],
    [{ rtp: 100 }, 'rtp must be between 80 and 99.9'],
    [{ provider: 'NetEntt' }, 'provider must be one of the known studios'],
    [{ features: ['Wild', 'Bonus magic'] }, 'features.1 must be one of the known features'],
    [{ features: ['Wild', 'Wild'] }, 'features lists a feature twice'],
    [{ theme: 'space' }, 'theme must be one of'],
    [
      {
        description:
          'Un joc cu pietre pre\u0163ioase \u015fi wild-uri care plătesc în ambele sensuri pe zece linii.',
      },
      'description uses \u015f/\u0163 with a cedilla',
    ],
    [{ players: 6710 }, 'players must be { value, source: { name, url, retrieved } }'],
    [{ players: { value: 6710 } }, 'players.source'],
    [
      {
        players: {
          value: 6710,
          source: { name: 'Novomatic', url: 'http://novomatic.com', retrieved: '2025-01-01' },
        },
      },
      'players.source.url must be an https:// address',
    ],
    [
      {
        players: {
          value: 6710,
          source: { name: 'Novomatic', url: 'https://novomatic.com', retrieved: 'ieri' },
        },
      },
      'players.source.retrieved must be the date it was read',
    ],
    [
      {
        players: {
          value: -1,
          source: { name: 'Novomatic', url: 'https://novomatic.com', retrieved: '2025-01-01' },
        },
      },
      'players.value must not be negative',
    ],
    [{ imageUrl: 'http://example.com/a.webp' }, 'imageUrl must be an https:// address'],
    [{ slug: 'Starburst Joc' }, 'slug must be lowercase letters, digits and hyphens'],
    [{ rtpp: 96 }, 'Unrecognized key'],
    [{ title: undefined }, 'title'],
  ])('refuses %o, naming the file, the game and the field', (patch, message) => {
    const { problems } = withStarburst(patch)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/games\/starburst\.json \(starburst\): /)
    expect(problems[0]).toContain(message)
  })

  it('refuses a second game with the same id, slug or title', () => {
    const copy = {
      file: 'content/games/starburst-2.json',
      data: { ...(starburst.data as object), id: 'starburst-2' },
    }
    const { problems } = checkCatalogue([...contentFiles, copy], categoriesOf)
    expect(problems).toEqual(['starburst-2: title "Starburst" is already used by starburst'])
    const sameSlug = { ...copy, data: { ...copy.data, title: 'Starburst XXL', slug: 'starburst' } }
    expect(checkCatalogue([...contentFiles, sameSlug], categoriesOf).problems).toEqual([
      'starburst-2: slug "starburst" is already used by starburst',
    ])
  })

  it('refuses a file named after another game, and a game no category page lists', () => {
    expect(withStarburst({}, 'content/games/star.json').problems).toEqual([
      'content/games/star.json (starburst): id must match the file name (starburst.json)',
    ])
    const { problems } = checkCatalogue([starburst], () => [])
    expect(problems).toEqual([
      'content/games/starburst.json (starburst): features/provider put the game on no category page; it would be unreachable',
    ])
  })
})
