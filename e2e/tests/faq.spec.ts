import type { Locator, Page } from '@playwright/test'
import { remoteRoot } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { axeViolations } from '../support/home-chrome'

// The home page's questions, in this order.
const HOME_QUESTIONS = [
  'Ce sunt păcănelele online?',
  'Pot juca păcănele gratis?',
  'Care sunt cele mai populare păcănele în România?',
  'Ce înseamnă RTP?',
  'Sunt sigure păcănelele online?',
  'Ce bonusuri pot primi?',
]

interface JsonLdQuestion {
  '@type': string
  name: string
  acceptedAnswer: { '@type': string; text: string }
}

const faqSection = (page: Page) => page.locator(remoteRoot('faq'))
const triggers = (section: Locator) => section.locator('h3 button[aria-expanded]')
const openTriggers = (section: Locator) => section.locator('h3 button[aria-expanded="true"]')

async function openHomeFaq(page: Page): Promise<Locator> {
  await page.goto('/')
  const section = faqSection(page)
  await expect(section).toBeVisible()
  return section
}

test.describe('FAQ (mfe-faq)', () => {
  test('the home FAQ shows its six questions, in order, all closed @smoke', async ({
    page,
    consoleErrors,
  }) => {
    const section = await openHomeFaq(page)
    await expect(section).toHaveAttribute('data-topic', 'home')
    await expect(section.getByRole('heading', { level: 2, name: 'Întrebări frecvente' })).toBeVisible()
    await expect(triggers(section)).toHaveText(HOME_QUESTIONS)
    await expect(openTriggers(section)).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('one item open at a time, and the open item closes on a click', async ({ page }) => {
    const section = await openHomeFaq(page)
    const first = section.getByRole('button', { name: HOME_QUESTIONS[0] })
    const fourth = section.getByRole('button', { name: HOME_QUESTIONS[3] })

    await first.click()
    await expect(openTriggers(section)).toHaveCount(1)
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('region', { name: HOME_QUESTIONS[0] })).toBeVisible()

    await fourth.click()
    await expect(openTriggers(section)).toHaveCount(1)
    await expect(fourth).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('region', { name: HOME_QUESTIONS[3] })).toContainText('96%')
    await expect(section.getByRole('region', { name: HOME_QUESTIONS[0] })).toHaveCount(0)

    await fourth.click()
    await expect(openTriggers(section)).toHaveCount(0)
    await expect(section.getByRole('region', { name: HOME_QUESTIONS[3] })).toHaveCount(0)
  })

  test('works from the keyboard: Tab to a trigger, Enter and Space open it', async ({ page }) => {
    const section = await openHomeFaq(page)
    const first = section.getByRole('button', { name: HOME_QUESTIONS[0] })
    // Tab from the top of the page: the pages around the section change, so count nothing, just
    // stop at the first trigger (bounded, so a trigger that is not tabbable fails the test).
    for (let presses = 0; presses < 100; presses++) {
      if (await first.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')

    // Tab goes through the open answer (plain text, nothing focusable) to the next trigger.
    await page.keyboard.press('Tab')
    const second = section.getByRole('button', { name: HOME_QUESTIONS[1] })
    await expect(second).toBeFocused()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')

    // The focus ring is visible: an outline, not just a colour change.
    const outline = await second.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
  })

  test('the FAQPage JSON-LD on / parses and matches the rendered questions and answers', async ({ page }) => {
    const section = await openHomeFaq(page)
    const scripts = section.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(1)
    const data = JSON.parse((await scripts.textContent()) ?? '')
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')

    const rendered: Array<{ name: string; text: string }> = []
    const count = await triggers(section).count()
    for (let index = 0; index < count; index++) {
      const trigger = triggers(section).nth(index)
      const name = (await trigger.textContent()) ?? ''
      await trigger.click()
      const region = section.getByRole('region', { name })
      await expect(region).toBeVisible()
      rendered.push({ name, text: (await region.textContent()) ?? '' })
    }
    const published = (data.mainEntity as JsonLdQuestion[]).map((question) => {
      expect(question['@type']).toBe('Question')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      return { name: question.name, text: question.acceptedAnswer.text }
    })
    expect(published.map((q) => q.name)).toEqual(HOME_QUESTIONS)
    expect(published).toEqual(rendered)
  })

  test('a category page shows its own FAQ', async ({ page }) => {
    await page.goto('/book-of-ra-online')
    const section = faqSection(page)
    await expect(section).toHaveAttribute('data-topic', 'book-of-ra-online')
    const questions = await triggers(section).allTextContents()
    expect(questions.length).toBeGreaterThanOrEqual(3)
    expect(questions.length).toBeLessThanOrEqual(5)
    expect(questions).toContain('Cine produce Book of Ra?')
    for (const homeQuestion of HOME_QUESTIONS) expect(questions).not.toContain(homeQuestion)

    await section.getByRole('button', { name: 'Cine produce Book of Ra?' }).click()
    await expect(section.getByRole('region', { name: 'Cine produce Book of Ra?' })).toContainText('Novomatic')
    const data = JSON.parse((await section.locator('script[type="application/ld+json"]').textContent()) ?? '')
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions)
  })

  test('opening an item pushes one faq_open event to window.dataLayer, closing pushes none', async ({
    page,
  }) => {
    const section = await openHomeFaq(page)
    const faqEvents = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'faq_open'))
    expect(await faqEvents()).toEqual([])

    const rtp = section.getByRole('button', { name: 'Ce înseamnă RTP?' })
    await rtp.click()
    await expect
      .poll(faqEvents)
      .toMatchObject([{ event: 'faq_open', topic: 'home', questionId: 'home-ce-inseamna-rtp' }])
    await rtp.click()
    await expect(rtp).toHaveAttribute('aria-expanded', 'false')
    expect(await faqEvents()).toHaveLength(1)
  })

  test('no horizontal overflow at 360 px, even with the longest answer open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const section = await openHomeFaq(page)
    await section.getByRole('button', { name: HOME_QUESTIONS[2] }).click()
    await expect(section.getByRole('region', { name: HOME_QUESTIONS[2] })).toBeVisible()
    const box = await section.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    const overflows = await section.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some(
        (node) => node.scrollWidth > node.clientWidth + 1 && node.tagName !== 'svg',
      ),
    )
    expect(overflows).toBe(false)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no violations in the FAQ section with an answer open (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      const section = await openHomeFaq(page)
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      // One item open, so the answer text is checked too.
      await section.getByRole('button', { name: HOME_QUESTIONS[0] }).click()
      await expect(section.getByRole('region', { name: HOME_QUESTIONS[0] })).toBeVisible()
      await section.getByRole('button', { name: HOME_QUESTIONS[1] }).hover()
      expect(await axeViolations(page, remoteRoot('faq'))).toEqual([])
    })
  }
})
