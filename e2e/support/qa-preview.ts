import { expect, type Page, type TestInfo } from '@playwright/test'
import { openLive } from './live'

/**
 * QA: `PREVIEW=faq@b42 pnpm test:e2e …` runs each test on a page that previews that build, reached the
 * way a tester reaches it: the preview link, then "Da, previzualizează" in the page's dialog.
 */
export function requestedPreview(): { value: string; remote: string; build: string } | null {
  const value = process.env.PREVIEW
  if (!value) return null
  const [remote, build] = value.split('@')
  if (!remote || !build) throw new Error(`PREVIEW=${value}: expected <remote>@<build>, e.g. faq@b42`)
  return { value, remote, build }
}

export async function startPreview(page: Page, value: string): Promise<void> {
  await openLive(page, `/?previzualizare=${value}`)
  const dialog = page.getByRole('dialog', { name: `Previzualizezi ${value} în acest browser?` })
  const refusal = page.getByRole('complementary', { name: 'Previzualizare' }).getByRole('status')
  await expect(dialog.or(refusal)).toBeVisible()
  if (await refusal.isVisible())
    throw new Error(`PREVIEW=${value} refused: ${await refusal.locator('p').textContent()}`)
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Da, previzualizează' }).click(),
  ])
  await expect(page.getByRole('complementary', { name: 'Previzualizare' })).toContainText(value)
}

/**
 * Records in the report which builds the test's last page used, and fails the test when it did not
 * use the previewed build (the preview was refused, blocked or lost on the way).
 */
export async function recordPreviewBuilds(
  page: Page,
  info: TestInfo,
  preview: { value: string; remote: string; build: string },
): Promise<void> {
  const builds = await page
    .evaluate(
      () =>
        [...(window.dataLayer ?? [])].reverse().find((event) => event.event === 'page_view')?.builds ?? null,
    )
    .catch(() => null)
  info.annotations.push({ type: 'builds', description: JSON.stringify(builds) })
  const used = (builds as Record<string, { build?: string; source?: string }> | null)?.[preview.remote]
  if (used?.build !== preview.build || used.source !== 'preview')
    throw new Error(`PREVIEW=${preview.value}: the page used ${JSON.stringify(used ?? builds)}`)
}
