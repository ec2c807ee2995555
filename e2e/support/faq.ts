import type { Locator, Page } from '@playwright/test'
import { remoteRoot } from './apps'

/** The page's FAQ, which mfe-faq renders. */
export const faqSection = (page: Page): Locator => page.locator(remoteRoot('faq'))

/** Every item of an FAQ, in order: a native `<details>`, its question the `<summary>`. */
export const faqItems = (section: Locator): Locator => section.locator('details')

export const openFaqItems = (section: Locator): Locator => section.locator('details[open]')

/** The item whose question (its summary's heading) is `question`. */
export const faqItem = (section: Locator, question: string): Locator =>
  faqItems(section).filter({
    has: section.page().getByRole('heading', { level: 3, name: question, exact: true }),
  })

/** What a visitor clicks, taps or focuses to open and close an item. */
export const faqQuestion = (item: Locator): Locator => item.locator('summary')

export const faqAnswer = (item: Locator): Locator => item.locator('summary + p')
