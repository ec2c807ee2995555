import { remoteRoot } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

test.describe('one store', { tag: '@shell' }, () => {
  test('one store: a change in a remote shows in the shell, and one in the shell shows in the remote', async ({
    page,
  }) => {
    await openLive(page, '/')
    const counter = page.getByTestId('favourites-count')
    const card = page
      .locator(`${remoteRoot('categories')} li`)
      .filter({ hasText: 'Book of Ra' })
      .first()
    await expect(counter).toHaveText('Favorite:0')

    // Remote → shell: the heart in mfe-categories' card updates the shell's header.
    await card.getByRole('button', { name: 'Adaugă la favorite' }).click()
    await expect(counter).toHaveText('Favorite:1')

    // Shell → remote: emptying the list from the shell's header un-presses the card's heart.
    await counter.click()
    const favourites = page.getByRole('group', { name: 'Jocuri favorite' })
    await expect(favourites.getByText('Ai un joc favorit.', { exact: true })).toBeVisible()
    await favourites.getByRole('button', { name: 'Golește lista de favorite' }).click()
    await expect(counter).toHaveText('Favorite:0')
    // Emptied, the list closes and focus goes back to its button.
    await expect(favourites).toBeHidden()
    await expect(counter).toBeFocused()
    await expect(card.getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBe('[]')
  })
})
