import { describe, expect, it } from 'vitest'
import { gameById, gameThemes, realGames, type Game } from '../../catalogue'
import { coverArtAlt, coverArtSvg, titleLines } from './cover-art'

function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  const error = doc.querySelector('parsererror')
  if (error) throw new Error(`not well-formed SVG: ${error.textContent}`)
  return doc
}

const titleIn = (doc: Document) =>
  [...doc.querySelectorAll('text[text-anchor], g[text-anchor] > text')]
    .map((node) => node.textContent)
    .join(' ')

describe('cover art', () => {
  it('is the same picture for the same game, every time', () => {
    for (const game of realGames) {
      expect(coverArtSvg({ ...game })).toBe(coverArtSvg(game))
    }
  })

  it('is well-formed SVG with a 4:3 view box, the studio and the whole title', () => {
    for (const game of realGames) {
      const doc = parseSvg(coverArtSvg(game))
      const root = doc.documentElement
      expect(root.nodeName).toBe('svg')
      expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg')
      expect(root.getAttribute('viewBox')).toBe('0 0 400 300')
      expect(root.textContent).toContain(game.provider.toUpperCase())
      expect(titleIn(doc)).toBe(game.title)
    }
  })

  it('escapes what XML would read as markup: &, apostrophes, angle brackets', () => {
    const doc = parseSvg(coverArtSvg({ ...gameById('dice-and-roll')!, title: `<Dice> & "Roll's"` }))
    expect(titleIn(doc)).toBe(`<Dice> & "Roll's"`)
  })

  it('differs for every game of the catalogue, and for two games that differ only in id', () => {
    const pictures = new Set(realGames.map((game) => coverArtSvg(game)))
    expect(pictures.size).toBe(realGames.length)
    const base = gameById('20-burning-hot')!
    const twin: Game = { ...base, id: '20-burning-hot-twin' }
    expect(coverArtSvg(twin)).not.toBe(coverArtSvg(base))
    expect(coverArtSvg(twin).match(/stop-color='hsl\([^']+'/)?.[0]).not.toBe(
      coverArtSvg(base).match(/stop-color='hsl\([^']+'/)?.[0],
    )
  })

  it('draws a well-formed motif for every theme', () => {
    const base = realGames[0]!
    for (const theme of gameThemes) {
      expect(() => parseSvg(coverArtSvg({ ...base, theme }))).not.toThrow()
    }
  })

  it('fits long titles on at most two lines', () => {
    expect(titleLines('Book of Ra').lines).toEqual(['Book of Ra'])
    const long = titleLines("Lucky Lady's Charm Deluxe")
    expect(long.lines.length).toBeLessThanOrEqual(2)
    expect(long.lines.join(' ')).toBe("Lucky Lady's Charm Deluxe")
    const absurd = titleLines('Supercalifragilisticexpialidocious '.repeat(6))
    expect(absurd.lines.length).toBeLessThanOrEqual(2)
  })

  it('names its gradients and patterns with the prefix it is given, and refers only to those', () => {
    for (const game of realGames) {
      const doc = parseSvg(coverArtSvg(game, 'cover-x1-'))
      const ids = [...doc.querySelectorAll('[id]')].map((node) => node.id)
      expect(ids.length).toBeGreaterThanOrEqual(2)
      for (const id of ids) expect(id.startsWith('cover-x1-')).toBe(true)
      const references = [...doc.querySelectorAll('[fill^="url(#"]')].map((node) =>
        node.getAttribute('fill')!.slice('url(#'.length, -1),
      )
      for (const reference of references) expect(ids).toContain(reference)
    }
  })

  it('describes what it shows for the alternative text', () => {
    expect(coverArtAlt(gameById('book-of-ra')!)).toBe('Copertă Book of Ra: o carte veche cu ornamente aurii')
    expect(coverArtAlt(gameById('sweet-bonanza')!)).toBe('Copertă Sweet Bonanza: o acadea')
  })
})
