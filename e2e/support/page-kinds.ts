import type { Page } from '@playwright/test'
import { CATEGORY_PARAMS, paths } from 'shell/routes'
import { houseGames } from './house-games'

/**
 * One address of every kind of page the site has (root README, "Every kind of address"), each with
 * the teams whose parts it shows: what a check of the whole site at a phone's width walks.
 */
export interface PageKind {
  name: string
  path: string
  teams: ReadonlyArray<'@shell' | '@home' | '@categories' | '@faq'>
}

const category = paths.category('sloturi-online')

export const pageKinds: PageKind[] = [
  { name: 'home', path: paths.home, teams: ['@shell', '@home', '@categories', '@faq'] },
  { name: 'a category', path: category, teams: ['@shell', '@categories', '@faq'] },
  {
    name: 'a later list page',
    path: `${category}?${CATEGORY_PARAMS.page}=2`,
    teams: ['@shell', '@categories'],
  },
  {
    name: 'a filtered category',
    path: `${category}?${CATEGORY_PARAMS.provider}=novomatic`,
    teams: ['@shell', '@categories'],
  },
  { name: 'a game page', path: paths.game('book-of-ra'), teams: ['@shell', '@categories'] },
  ...houseGames.map((game) => ({
    name: `house game ${game.name}`,
    path: game.path,
    teams: ['@shell', '@categories'] as const,
  })),
  { name: 'search', path: paths.search('hot'), teams: ['@shell', '@categories'] },
  { name: 'privacy', path: paths.privacy, teams: ['@shell'] },
  { name: 'not found', path: '/nu-exista-pagina-asta', teams: ['@shell'] },
]

/** The teams of every page kind: a spec walking them all belongs to each. */
export const everyPageKindTeam = [...new Set(pageKinds.flatMap((kind) => kind.teams))]

export const consentPrompt = (page: Page) => page.getByRole('region', { name: 'Confidențialitatea ta' })
