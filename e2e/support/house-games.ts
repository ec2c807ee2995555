import { expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { paths } from 'shell/routes'
import { remoteDir, remoteRoot } from './apps'
import { repo } from './deploy'

export interface HouseGameFacts {
  id: string
  name: string
  reels: number
  rows: number
  lines: number
  /** Exact, from the game's math sheet. */
  rtp: number
  path: string
}

const categoriesDir = join(repo, remoteDir('categories'))

/** The house games as their math sheets' summary (written by `sheets:games`) states them. */
export const houseGames: HouseGameFacts[] = (
  JSON.parse(
    readFileSync(join(categoriesDir, 'src/features/house-game-listing/summaries.json'), 'utf8'),
  ) as Omit<HouseGameFacts, 'path'>[]
).map((game) => ({ ...game, path: paths.houseGame(game.id) }))

/** "96,11%": a share as the site writes it. */
export const percentText = (share: number) =>
  `${new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(share * 100)}%`

/**
 * The JS files only the house game page loads, from the remote's own build: what its server bundle
 * exports as `assets` (as compose reads it, by importing the bundle) for `HouseGamePage` and for no
 * other exposed module.
 */
export async function houseGameOnlyChunks(): Promise<string[]> {
  const bundle = pathToFileURL(join(categoriesDir, 'dist/server/entry.mjs')).href
  const { assets } = (await import(bundle)) as { assets: Record<string, { js: string[] }> }
  const elsewhere = new Set(
    Object.entries(assets)
      .filter(([module]) => module !== 'HouseGamePage')
      .flatMap(([, files]) => files.js),
  )
  return assets.HouseGamePage!.js.filter((file) => !elsewhere.has(file)).map((file) => file.split('/').pop()!)
}

/** The game on its page, and its parts a player reads. */
export function houseGame(page: Page) {
  const root = page.locator(`${remoteRoot('categories')} [data-house-game]`)
  return {
    root,
    reels: root.getByRole('group', { name: 'Rolele' }),
    spin: root.getByRole('button', { name: /^(Rotește|Rotire gratuită)$/ }),
    reset: root.getByRole('button', { name: 'Resetează creditele' }),
    status: root.getByRole('status'),
    balance: async () => credits(await root.getByText('Credite:').locator('strong').textContent()),
    figure: async (label: string) => (await root.locator(`[data-session="${label}"]`).textContent())!.trim(),
  }
}

/** "1.195" → 1195 */
export const credits = (text: string | null) => Number((text ?? '').replace(/\./g, ''))

/** What the result says was won: "Ai câștigat 40 de credite." → 40, "Niciun câștig." → 0. */
export function winIn(message: string): number {
  if (message.startsWith('Niciun câștig')) return 0
  const won = /^Ai câștigat ([\d.]+) (?:de )?credite?\b/.exec(message)
  if (!won) throw new Error(`not a result: "${message}"`)
  return credits(won[1]!)
}

/** Answers the 18+ question the first spin asks. */
export async function confirmAge(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Ai peste 18 ani?' })
  await expect(gate).toBeVisible()
  await gate.getByRole('button', { name: 'Am peste 18 ani' }).click()
  await expect(gate).toBeHidden()
}
