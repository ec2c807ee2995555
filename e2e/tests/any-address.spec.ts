import { paths } from 'shell/routes'
import { ORIGINS } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive, scrollThroughParts } from '../support/live'

/**
 * The site opened at another address than the one it was built for: `pnpm serve` at 127.0.0.1, as a
 * phone opens it at this machine's LAN address. Its pages name the remotes at `localhost`, so every
 * part is a cross-origin load from that page: the remotes' files answer any origin (CORS `*`) and the
 * shell's CSP names their origins, so every part comes alive.
 */
const otherAddress = ORIGINS.shell.replace('//localhost:', '//127.0.0.1:')

test.describe(
  'the site at any address',
  { tag: ['@shell', '@home', '@categories', '@faq', '@local'] },
  () => {
    for (const path of [paths.home, paths.category('sloturi-online'), paths.game('book-of-ra')]) {
      test(`${otherAddress}${path}: every part is live, none failed to load`, async ({
        page,
        consoleErrors,
      }) => {
        expect(new URL(otherAddress).hostname).toBe('127.0.0.1')
        await openLive(page, `${otherAddress}${path}`)
        // Parts further down load when the visitor comes near them: every one is read here.
        await scrollThroughParts(page)
        await expect(page.locator('[data-live="failed"]'), 'parts that failed to load').toHaveCount(0)
        await expect(page.getByText('Nu am putut încărca')).toHaveCount(0)
        const slots = page.locator('[data-slot-id]')
        expect(await slots.count(), 'the page has remote parts').toBeGreaterThan(0)
        // Hydrated, or static: server HTML with no handlers, which never loads its code.
        for (const slot of await slots.all())
          await expect(slot).toHaveAttribute('data-live', /^(hydrated|static)$/)
        expect(
          consoleErrors.filter((error) => /CORS|Content Security Policy|Cross-Origin/i.test(error)),
        ).toEqual([])
      })
    }
  },
)
