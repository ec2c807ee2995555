// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { realGames, type Game, type GameFeature } from '../../catalogue'
import { searchGames } from './search'

const titles = (games: Game[]) => games.map((game) => game.title)

describe('searchGames', () => {
  it('finds titles without case or diacritics', () => {
    expect(titles(searchGames(realGames, 'sizzling'))).toEqual(['Sizzling Hot Deluxe'])
    expect(titles(searchGames(realGames, 'SWEET'))).toEqual(['Sweet Bonanza', 'Sweet Bonanza 1000'])
  })

  it('"pacanele" finds "Păcănele" and vice versa', () => {
    const game: Game = { ...realGames[0]!, id: 'p', title: 'Păcănele de Aur' }
    expect(titles(searchGames([game], 'pacanele'))).toEqual(['Păcănele de Aur'])
    expect(titles(searchGames([{ ...game, title: 'Pacanele' }], 'păcănele'))).toEqual(['Pacanele'])
  })

  it('with no game named so, finds the games of the categories the query names', () => {
    const pacanele = searchGames(realGames, 'pacanele')
    expect(pacanele).toHaveLength(realGames.length)
    expect(pacanele[0]!.title).toBe('Sweet Bonanza')
    const egt = searchGames(realGames, 'EGT slots')
    expect(egt.length).toBeGreaterThan(0)
    expect(egt.every((game) => game.provider === 'EGT Interactive')).toBe(true)
    const free = searchGames(realGames, 'gratis')
    expect(free.every((game) => game.hasFreeDemo)).toBe(true)
    expect(searchGames(realGames, 'zzzz')).toEqual([])
  })

  it('finds by provider and by feature', () => {
    expect(searchGames(realGames, 'netent').map((game) => game.provider)).toEqual(['NetEnt', 'NetEnt'])
    expect(titles(searchGames(realGames, 'plati in grup'))).toEqual(['Fruit Party'])
  })

  it('ranks title prefix, then title word, then title contains, then provider, then feature', () => {
    const base = realGames[0]!
    const make = (
      id: string,
      title: string,
      provider: Game['provider'],
      features: Game['features'],
    ): Game => ({
      ...base,
      id,
      title,
      provider,
      features,
    })
    const games = [
      make('feature', 'Alfa', 'Novomatic', ['Netting' as GameFeature]),
      make('provider', 'Beta', 'NetEnt', []),
      make('contains', 'Subnet', 'Novomatic', []),
      make('word', 'Mare Net', 'Novomatic', []),
      make('prefix', 'Net Gold', 'Novomatic', []),
    ]
    expect(searchGames(games, 'net').map((game) => game.id)).toEqual([
      'prefix',
      'word',
      'contains',
      'provider',
      'feature',
    ])
  })

  it('puts titles starting with the query before titles merely containing it', () => {
    const found = titles(searchGames(realGames, 'hot'))
    expect(found.slice(0, 2)).toEqual(['Hot to Burn Extreme', 'Hot to Burn Multiplier'])
    expect(found).toContain('40 Burning Hot')
    expect(found.indexOf('40 Burning Hot')).toBeGreaterThan(1)
  })

  it('survives absurd input', () => {
    expect(searchGames(realGames, 'a'.repeat(100_000))).toEqual([])
    expect(searchGames(realGames, '\u0000\u200b\u202e')).toEqual([])
    expect(titles(searchGames(realGames, '\u202estar\u200bburst\u0000'))).toEqual(['Starburst'])
    expect(searchGames(realGames, 'שלום عربي')).toEqual([])
  })
})
