// @vitest-environment node
import { categoryRoutes } from 'shell/routes'
import { describe, expect, it } from 'vitest'
import { realGames } from './index'
import { categories, categoryGames } from './categories'

const titles = (slug: Parameters<typeof categoryGames>[0]) =>
  categoryGames(slug, realGames).map((game) => game.title)

describe('category definitions', () => {
  it('defines every category route with a unique intro of at least 120 words', () => {
    const intros = new Set<string>()
    for (const { slug } of categoryRoutes) {
      const definition = categories[slug]
      const text = definition.intro.join(' ')
      expect(text.split(/\s+/).length, slug).toBeGreaterThanOrEqual(120)
      intros.add(text)
      expect(definition.related.length).toBeGreaterThan(0)
      expect(definition.related).not.toContain(slug)
    }
    expect(intros.size).toBe(categoryRoutes.length)
  })

  it('uses only comma-below ș ț in every text', () => {
    expect(JSON.stringify(categories)).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
    expect(JSON.stringify(realGames)).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
  })

  it('shows every game on the four general pages', () => {
    for (const slug of [
      'pacanele-online',
      'sloturi-online',
      'jocuri-slot-online',
      'cazino-online-sloturi',
    ] as const) {
      expect(categoryGames(slug, realGames)).toHaveLength(realGames.length)
    }
  })

  it('free-play pages show the games whose studio publishes a demo, and only those', () => {
    const withDemo = { ...realGames[0]!, id: 'x', hasFreeDemo: true }
    const without = { ...realGames[0]!, id: 'y', hasFreeDemo: false }
    expect(categoryGames('sloturi-gratis', [withDemo, without])).toEqual([withDemo])
    expect(categoryGames('pacanele-gratis', [withDemo, without])).toEqual([withDemo])
    expect(categoryGames('sloturi-gratis', realGames).length).toBeGreaterThan(0)
  })

  it('bonus page shows games with a bonus round', () => {
    const shown = titles('sloturi-cu-bonus')
    expect(shown).toContain('Sweet Bonanza')
    expect(shown).toContain('Wolf Gold')
    expect(shown).toContain('Starburst')
    expect(shown).not.toContain('Sizzling Hot Deluxe')
    expect(shown).not.toContain('Shining Crown')
  })

  it('Book of Ra page shows the family and the book games', () => {
    const shown = titles('book-of-ra-online')
    for (const title of [
      'Book of Ra',
      'Book of Ra Deluxe',
      'Book of Ra Deluxe 6',
      'Book of Ra Magic',
      'Book of Dead',
      'Book of Magic',
    ]) {
      expect(shown).toContain(title)
    }
    expect(shown).not.toContain('Sweet Bonanza')
    expect(shown).not.toContain('Sizzling Hot Deluxe')
  })

  it('Sweet Bonanza page shows the family and its Pragmatic Play relatives', () => {
    const shown = titles('sweet-bonanza-online')
    expect(shown).toEqual(expect.arrayContaining(['Sweet Bonanza', 'Sweet Bonanza 1000', 'Gates of Olympus']))
    expect(shown).not.toContain('Wolf Gold')
    expect(shown).not.toContain("Gonzo's Quest")
  })

  it('EGT page shows EGT Interactive games only', () => {
    const games = categoryGames('egt-slots-online', realGames)
    expect(games.length).toBe(realGames.filter((game) => game.provider === 'EGT Interactive').length)
    expect(games.every((game) => game.provider === 'EGT Interactive')).toBe(true)
    expect(games.map((game) => game.title)).toContain('Shining Crown')
  })
})
