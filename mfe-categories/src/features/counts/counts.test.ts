// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { categoryRoutes, type CategorySlug } from 'shell/routes'
import { bonusOffers, realGames } from '../../catalogue'
import { categoryGames } from '../../catalogue/categories'
import { houseGameListing } from '../house-game-listing/listing'
import { categoryHeaderCount, countLabel, formatGames } from './counts'

const FREE_PLAY: readonly CategorySlug[] = ['sloturi-gratis', 'pacanele-gratis']

describe('counts', () => {
  it('counts the whole catalogue, with the Romanian "de" from twenty up', () => {
    expect(realGames.length).toBeGreaterThanOrEqual(20)
    expect(countLabel()).toBe(`${realGames.length} de jocuri`)
  })

  it('counts what each page lists: its games, or the offers for the bonus page', () => {
    for (const { slug } of categoryRoutes) {
      if (FREE_PLAY.includes(slug)) continue
      const expected =
        slug === 'sloturi-cu-bonus' ? bonusOffers.length : categoryGames(slug, realGames).length
      expect(countLabel(slug)).toMatch(new RegExp(`^${expected} `))
    }
    expect(countLabel('sloturi-cu-bonus')).toBe('4 oferte')
    expect(countLabel('sweet-bonanza-online')).toBe('4 jocuri')
  })

  it.each(FREE_PLAY)(
    'says on %s what plays here and what is only presented, on its tile and its header',
    (slug) => {
      const presented = categoryGames(slug, realGames).length
      const expected = `3 jocuri de jucat aici, ${formatGames(presented)} doar prezentate`
      expect(houseGameListing).toHaveLength(3)
      expect(countLabel(slug)).toBe(expected)
      expect(categoryHeaderCount(slug)).toBe(expected)
    },
  )

  it('heads the bonus page with both of its lists', () => {
    const games = categoryGames('sloturi-cu-bonus', realGames).length
    expect(categoryHeaderCount('sloturi-cu-bonus')).toBe(`4 oferte și ${games} de jocuri cu runde bonus`)
    expect(categoryHeaderCount('egt-slots-online')).toBe(
      `${categoryGames('egt-slots-online', realGames).length} de jocuri`,
    )
  })
})
