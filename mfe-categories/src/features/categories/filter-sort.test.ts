// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CategorySlug } from 'shell/routes'
import { catalogue, realGames, type Game } from '../../catalogue'
import { categories, categoryGames, categoryGamesOnce } from '../../catalogue/categories'
import { filterGames } from './filter'
import { sortedOnce, sortGames, sortKeys } from './sort'

const none = { provider: null, feature: null, query: '' }

describe('filterGames', () => {
  it('keeps everything without a filter', () => {
    expect(filterGames(realGames, none)).toHaveLength(realGames.length)
  })

  it('hands back the list itself, in its order, when no filter is set', () => {
    const list = sortGames(realGames, 'nume')
    expect(filterGames(list, none)).toBe(list)
    expect(filterGames(list, { ...none, query: '  ' })).toBe(list)
  })

  it('filters by provider slug', () => {
    const games = filterGames(realGames, { ...none, provider: 'playn-go' })
    expect(games.map((game) => game.title).sort()).toEqual(['Book of Dead', 'Legacy of Dead'])
  })

  it('filters by feature slug', () => {
    const games = filterGames(realGames, { ...none, feature: 'linii-in-ambele-sensuri' })
    expect(games.map((game) => game.title).sort()).toEqual(['Extra Stars', 'Starburst'])
  })

  it('combines provider, feature and text', () => {
    const games = filterGames(realGames, {
      provider: 'novomatic',
      feature: 'multiplicatori',
      query: 'DOLPHIN',
    })
    expect(games.map((game) => game.title)).toEqual(["Dolphin's Pearl Deluxe"])
  })

  it('matches text without case or diacritics, in features too', () => {
    expect(filterGames(realGames, { ...none, query: 'sizzling' }).map((game) => game.title)).toEqual([
      'Sizzling Hot Deluxe',
    ])
    const viaFeature = filterGames(realGames, { ...none, query: 'PLATI IN GRUP' })
    expect(viaFeature.map((game) => game.title)).toEqual(['Fruit Party'])
    expect(filterGames(realGames, { ...none, query: 'rotiri gratuite' })).toEqual(
      filterGames(realGames, { ...none, query: 'Rotiri grațuite'.replace('ț', 't') }),
    )
  })
})

describe('sortGames', () => {
  const game = (id: string, overrides: Partial<Game>): Game => ({
    ...realGames[0]!,
    id,
    title: id,
    ...overrides,
  })
  const a = game('Ăla', { rating: 4.1, year: 2010 })
  const b = game('Bine', { rating: 4.9, year: undefined })
  const c = game('Azur', { rating: 4.5, year: 2020 })
  const ids = (games: Game[]) => games.map((g) => g.id)

  it('sorts by rating, highest first', () =>
    expect(ids(sortGames([a, b, c], 'rating'))).toEqual(['Bine', 'Azur', 'Ăla']))
  it('sorts by name, ignoring diacritics', () =>
    expect(ids(sortGames([b, c, a], 'nume'))).toEqual(['Ăla', 'Azur', 'Bine']))
  it('sorts newest first, unknown year last', () =>
    expect(ids(sortGames([b, a, c], 'noi'))).toEqual(['Azur', 'Ăla', 'Bine']))

  it('never reorders its input', () => {
    const input = [a, b, c]
    sortGames(input, 'nume')
    expect(ids(input)).toEqual(['Ăla', 'Bine', 'Azur'])
  })
})

describe('sortedOnce', () => {
  it('sorts a list once per key and hands back the same copy after that', () => {
    const first = sortedOnce(catalogue, 'nume')
    expect(first).toEqual(sortGames(catalogue, 'nume'))
    expect(sortedOnce(catalogue, 'nume')).toBe(first)
    expect(sortedOnce(catalogue, 'rating')).toEqual(sortGames(catalogue, 'rating'))
    expect(sortedOnce([...catalogue], 'nume')).not.toBe(first)
  })

  it('gives every category the order that sorting its own games gives', () => {
    for (const slug of Object.keys(categories) as CategorySlug[]) {
      for (const key of sortKeys) {
        expect(categoryGames(slug, sortedOnce(catalogue, key))).toEqual(
          sortGames(categoryGames(slug, catalogue), key),
        )
      }
    }
  })
})

describe('categoryGamesOnce', () => {
  it('cuts a list to a category once and hands back the same members after that', () => {
    const sorted = sortedOnce(catalogue, 'rating')
    const first = categoryGamesOnce('book-of-ra-online', sorted)
    expect(first).toEqual(categoryGames('book-of-ra-online', sorted))
    expect(first.length).toBeGreaterThan(0)
    expect(categoryGamesOnce('book-of-ra-online', sorted)).toBe(first)
    expect(categoryGamesOnce('egt-slots-online', sorted)).toEqual(categoryGames('egt-slots-online', sorted))
    expect(categoryGamesOnce('book-of-ra-online', sortedOnce(catalogue, 'nume'))).not.toBe(first)
  })
})
