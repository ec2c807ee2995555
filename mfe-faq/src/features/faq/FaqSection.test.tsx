import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { FaqTopic } from 'shell/contract'
import { allGranted, createAppStore, type TrackedEvent } from 'shell/store'
import { AppStoreProvider } from 'shell/store/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { faqByTopic } from './data'
import { FaqSection } from './FaqSection'

function faqTree(topic: FaqTopic) {
  const events: TrackedEvent[] = []
  const store = createAppStore({
    dataLayer: () => ({ push: (event) => events.push(event) }),
    consent: allGranted,
  })
  const tree: ReactNode = (
    <AppStoreProvider store={store}>
      <FaqSection topic={topic} />
    </AppStoreProvider>
  )
  const faqEvents = () => events.filter((event) => event.event === 'faq_open')
  return { tree, faqEvents }
}

function renderFaq(topic: FaqTopic) {
  const { tree, faqEvents } = faqTree(topic)
  return { ...render(tree), user: userEvent.setup(), faqEvents }
}

const questionOf = (details: HTMLDetailsElement) => details.querySelector('summary')?.textContent ?? ''
const answerOf = (details: HTMLDetailsElement) => details.querySelector('summary + p')?.textContent ?? ''
const items = () => [...document.querySelectorAll('details')]
const item = (question: string) => items().find((details) => questionOf(details) === question)!
const summary = (question: string) => item(question).querySelector('summary')!
const openQuestions = () =>
  items()
    .filter((details) => details.open)
    .map(questionOf)

/** Resolves on the element's next `toggle` event, which the browser dispatches in a task of its own. */
const nextToggle = (details: HTMLDetailsElement) =>
  new Promise<void>((resolve) => details.addEventListener('toggle', () => resolve(), { once: true }))

/** A click on a question, once its item's `toggle` event has been dispatched. */
async function toggleByClick(user: ReturnType<typeof userEvent.setup>, question: string) {
  const toggled = nextToggle(item(question))
  await user.click(summary(question))
  await toggled
}

/** Pages a test builds by hand (server HTML, then hydration); Testing Library cleans up only its own. */
const handBuilt: Array<() => void> = []
afterEach(() => {
  for (const remove of handBuilt.splice(0)) remove()
  vi.restoreAllMocks()
})

describe('FaqSection', () => {
  it('renders the heading and every question as the summary of a closed <details>, one group per topic', () => {
    const { container } = renderFaq('book-of-ra-online')
    expect(screen.getByRole('heading', { level: 2, name: 'Întrebări frecvente' })).toBeInTheDocument()
    const section = container.querySelector('[data-remote="mfe-faq"]')
    expect(section).toHaveAttribute('data-topic', 'book-of-ra-online')
    expect(section?.querySelector('.faq-accordion')).not.toBeNull()
    const questions = faqByTopic['book-of-ra-online'].map((faq) => faq.question)
    const summaryHeadings = items().map((details) =>
      within(details.querySelector('summary')!).getByRole('heading', { level: 3 }),
    )
    expect(summaryHeadings.map((heading) => heading.textContent)).toEqual(questions)
    expect(items().map((details) => details.getAttribute('name'))).toEqual(
      questions.map(() => 'faq-book-of-ra-online'),
    )
    expect(items().map((details) => details.id)).toEqual(
      faqByTopic['book-of-ra-online'].map((faq) => `faq-${faq.id}`),
    )
    expect(openQuestions()).toEqual([])
  })

  it('keeps every answer in the HTML, closed, with no ARIA wiring to ids of its own', () => {
    const { tree } = faqTree('home')
    const html = renderToString(tree)
    const server = new DOMParser().parseFromString(html, 'text/html')
    const details = [...server.querySelectorAll('details')]
    expect(details.map(answerOf)).toEqual(faqByTopic.home.map((faq) => faq.answer))
    expect(details.filter((element) => element.hasAttribute('open'))).toEqual([])
    expect(
      server.querySelectorAll('[aria-controls], [aria-expanded], [hidden], [role="region"]'),
    ).toHaveLength(0)
  })

  it('opens an item on a click on its question and closes it on a second click', async () => {
    const { user } = renderFaq('home')
    const [first] = faqByTopic.home
    await toggleByClick(user, first!.question)
    expect(openQuestions()).toEqual([first!.question])
    expect(screen.getByText(first!.answer)).toBeVisible()

    await toggleByClick(user, first!.question)
    expect(openQuestions()).toEqual([])
  })

  it('tracks faq_open once per open, with topic and question id, and nothing on close', async () => {
    const { user, faqEvents } = renderFaq('sweet-bonanza-online')
    const [first, second] = faqByTopic['sweet-bonanza-online']
    await toggleByClick(user, first!.question)
    expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id }])

    await toggleByClick(user, first!.question) // close
    expect(faqEvents()).toHaveLength(1)

    await toggleByClick(user, second!.question)
    await toggleByClick(user, first!.question)
    expect(faqEvents()).toEqual([
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id },
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: second!.id },
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id },
    ])
  })

  it('tracks an item the browser opens by itself, as find-in-page does', async () => {
    const { faqEvents } = renderFaq('home')
    const third = faqByTopic.home[2]!
    const toggled = nextToggle(item(third.question))
    item(third.question).open = true
    await toggled
    expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'home', questionId: third.id }])
  })

  it('leaves an open item open, and every node in place, when React renders again', async () => {
    const { user, rerender, faqEvents } = renderFaq('home')
    const second = faqByTopic.home[1]!
    await toggleByClick(user, second.question)
    const nodes = () => [...document.querySelectorAll('[data-remote="mfe-faq"] *')]
    const before = nodes()
    rerender(faqTree('home').tree)
    expect(openQuestions()).toEqual([second.question])
    const after = nodes()
    expect(after).toHaveLength(before.length)
    after.forEach((node, index) => expect(node).toBe(before[index]))
    expect(faqEvents()).toHaveLength(1)
  })

  describe('an item the visitor opened before hydration', () => {
    /** The server's HTML in the page, with the item of `question` opened as a click would. */
    function serverPageWithOpenItem(question: string) {
      const { tree, faqEvents } = faqTree('home')
      const container = document.createElement('div')
      container.innerHTML = renderToString(tree)
      document.body.append(container)
      handBuilt.push(() => container.remove())
      const opened = item(question)
      const toggled = nextToggle(opened)
      opened.open = true
      return { tree, faqEvents, container, opened, toggled }
    }

    function hydrate(container: HTMLElement, tree: ReactNode) {
      const recoverableErrors: unknown[] = []
      const consoleErrors = vi.spyOn(console, 'error')
      act(() => {
        const root = hydrateRoot(container, tree, {
          onRecoverableError: (error) => recoverableErrors.push(error),
        })
        handBuilt.unshift(() => act(() => root.unmount()))
      })
      return { recoverableErrors, consoleErrors }
    }

    it('stays open through hydration, without a mismatch, and is tracked once: toggle before hydration', async () => {
      const rtp = faqByTopic.home[3]!
      const { tree, faqEvents, container, opened, toggled } = serverPageWithOpenItem(rtp.question)
      await toggled // dispatched while no listener was there
      const { recoverableErrors, consoleErrors } = hydrate(container, tree)
      expect(recoverableErrors).toEqual([])
      expect(consoleErrors).not.toHaveBeenCalled()
      expect(item(rtp.question)).toBe(opened)
      expect(openQuestions()).toEqual([rtp.question])
      expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'home', questionId: rtp.id }])
    })

    it('is tracked once when its toggle event comes after hydration', async () => {
      const rtp = faqByTopic.home[3]!
      const { tree, faqEvents, container, toggled } = serverPageWithOpenItem(rtp.question)
      hydrate(container, tree)
      expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'home', questionId: rtp.id }])
      await toggled
      expect(openQuestions()).toEqual([rtp.question])
      expect(faqEvents()).toHaveLength(1)
    })
  })

  it('publishes FAQPage JSON-LD with the same questions and answers it renders', () => {
    const { container } = renderFaq('egt-slots-online')
    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('FAQPage')
    const rendered = items().map((details) => ({ name: questionOf(details), text: answerOf(details) }))
    expect(
      data.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({
        name: q.name,
        text: q.acceptedAnswer.text,
      })),
    ).toEqual(rendered)
  })

  it('says in Romanian that the questions are coming, without throwing, for a topic newer than this build', () => {
    for (const topic of ['categorie-noua', 'constructor', '__proto__']) {
      const { unmount } = renderFaq(topic as FaqTopic)
      expect(screen.getByRole('heading', { level: 2, name: 'Întrebări frecvente' })).toBeInTheDocument()
      expect(
        screen.getByText('Întrebările frecvente despre această pagină apar aici în curând.'),
      ).toBeInTheDocument()
      expect(items()).toEqual([])
      unmount()
    }
  })
})
