import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FaqTopic } from 'shell/contract'
import { createAppStore, type TrackedEvent } from 'shell/store'
import { AppStoreProvider } from 'shell/store/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { faqByTopic } from './data'
import { FaqSection } from './FaqSection'

function renderFaq(topic: FaqTopic) {
  const events: TrackedEvent[] = []
  const store = createAppStore({ dataLayer: () => ({ push: (event) => events.push(event) }) })
  const view = render(
    <AppStoreProvider store={store}>
      <FaqSection topic={topic} />
    </AppStoreProvider>,
  )
  const faqEvents = () => events.filter((event) => event.event === 'faq_open')
  return { ...view, user: userEvent.setup(), faqEvents }
}

const trigger = (question: string) => screen.getByRole('button', { name: question })
const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true')

describe('FaqSection', () => {
  it('renders the heading and every question of its topic as a closed button', () => {
    const { container } = renderFaq('book-of-ra-online')
    expect(screen.getByRole('heading', { level: 2, name: 'Întrebări frecvente' })).toBeInTheDocument()
    const section = container.querySelector('[data-remote="mfe-faq"]')
    expect(section).toHaveAttribute('data-topic', 'book-of-ra-online')
    expect(section?.querySelector('.faq-accordion')).not.toBeNull()
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(
      faqByTopic['book-of-ra-online'].map((item) => item.question),
    )
    expect(expanded()).toEqual([])
  })

  it('keeps one item open at a time and closes the open item on a second click', async () => {
    const { user } = renderFaq('home')
    const [first, second] = faqByTopic.home
    await user.click(trigger(first!.question))
    expect(expanded()).toEqual([trigger(first!.question)])
    expect(screen.getByText(first!.answer)).toBeVisible()

    await user.click(trigger(second!.question))
    expect(expanded()).toEqual([trigger(second!.question)])
    expect(screen.getByText(first!.answer)).not.toBeVisible()
    expect(screen.getByText(second!.answer)).toBeVisible()

    await user.click(trigger(second!.question))
    expect(expanded()).toEqual([])
    expect(screen.getByText(second!.answer)).not.toBeVisible()
  })

  it('keeps every closed answer in the page, hidden until found, and opens it when found', () => {
    const { faqEvents } = renderFaq('home')
    for (const item of faqByTopic.home) {
      expect(screen.getByText(item.answer)).toHaveAttribute('hidden', 'until-found')
    }
    const third = faqByTopic.home[2]!
    fireEvent(screen.getByText(third.answer), new Event('beforematch', { bubbles: true }))
    expect(expanded()).toEqual([trigger(third.question)])
    expect(screen.getByText(third.answer)).toBeVisible()
    expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'home', questionId: third.id }])
  })

  it('opens an item from the keyboard', async () => {
    const { user } = renderFaq('home')
    await user.tab()
    expect(trigger(faqByTopic.home[0]!.question)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(expanded()).toEqual([trigger(faqByTopic.home[0]!.question)])
    await user.tab()
    await user.keyboard(' ')
    expect(expanded()).toEqual([trigger(faqByTopic.home[1]!.question)])
  })

  it('tracks faq_open once per open, with topic and question id, and nothing on close', async () => {
    const { user, faqEvents } = renderFaq('sweet-bonanza-online')
    const [first, second] = faqByTopic['sweet-bonanza-online']
    await user.click(trigger(first!.question))
    expect(faqEvents()).toEqual([{ event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id }])

    await user.click(trigger(first!.question)) // close
    expect(faqEvents()).toHaveLength(1)

    await user.click(trigger(second!.question))
    await user.click(trigger(first!.question)) // opening another closes this one: one event only
    expect(faqEvents()).toEqual([
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id },
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: second!.id },
      { event: 'faq_open', topic: 'sweet-bonanza-online', questionId: first!.id },
    ])
  })

  it('publishes FAQPage JSON-LD with the same questions and answers it renders', async () => {
    const { container, user } = renderFaq('egt-slots-online')
    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('FAQPage')

    const rendered: Array<{ name: string; text: string }> = []
    for (const button of screen.getAllByRole('button')) {
      await user.click(button)
      const region = document.getElementById(button.getAttribute('aria-controls')!)
      rendered.push({ name: button.textContent ?? '', text: region?.textContent ?? '' })
    }
    expect(
      data.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({
        name: q.name,
        text: q.acceptedAnswer.text,
      })),
    ).toEqual(rendered)
  })

  it("mounts a closed item's content only when a visitor points at or focuses its item", async () => {
    // Each content element costs Radix a forced layout as it mounts; a page nobody reads needs none.
    const store = createAppStore({ dataLayer: () => ({ push: () => {} }) })
    const html = renderToString(
      <AppStoreProvider store={store}>
        <FaqSection topic="home" />
      </AppStoreProvider>,
    )
    const server = new DOMParser().parseFromString(html, 'text/html')
    expect(server.querySelectorAll('[role="region"]')).toHaveLength(0)
    for (const item of faqByTopic.home) expect(html).toContain(item.answer)

    const { user } = renderFaq('home')
    const controlled = (question: string) =>
      document.getElementById(trigger(question).getAttribute('aria-controls')!)
    const [first, second, third] = faqByTopic.home
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(0)

    await user.hover(trigger(first!.question))
    expect(controlled(first!.question)).toHaveAttribute('hidden')
    expect(controlled(second!.question)).toBeNull()

    await user.tab()
    await user.tab()
    expect(trigger(second!.question)).toHaveFocus()
    expect(controlled(second!.question)).toHaveAttribute('hidden')
    expect(controlled(third!.question)).toBeNull()
    expect(expanded()).toEqual([])
  })

  it("keeps each closed answer's markup node through re-renders", async () => {
    // React re-parses `dangerouslySetInnerHTML` whenever it receives a new object; an answer whose
    // text did not change must not be rebuilt.
    const { user } = renderFaq('home')
    const answers = () => faqByTopic.home.map((item) => screen.getByText(item.answer))
    const before = answers()
    await user.hover(trigger(faqByTopic.home[0]!.question))
    await user.tab()
    const after = answers()
    after.forEach((node, index) => expect(node).toBe(before[index]))
  })

  it('says in Romanian that the questions are coming, without throwing, for a topic newer than this build', () => {
    for (const topic of ['categorie-noua', 'constructor', '__proto__']) {
      const { unmount } = renderFaq(topic as FaqTopic)
      expect(screen.getByRole('heading', { level: 2, name: 'Întrebări frecvente' })).toBeInTheDocument()
      expect(
        screen.getByText('Întrebările frecvente despre această pagină apar aici în curând.'),
      ).toBeInTheDocument()
      expect(screen.queryAllByRole('button')).toEqual([])
      unmount()
    }
  })
})
