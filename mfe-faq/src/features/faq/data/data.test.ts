// @vitest-environment node
import { categoryRoutes } from 'shell/routes'
import { describe, expect, it } from 'vitest'
import { faqByTopic, faqFor } from '.'

const allTopics = ['home', ...categoryRoutes.map((route) => route.slug)] as const
const allItems = Object.values(faqByTopic).flat()

describe('FAQ data', () => {
  it('has questions for the home page and for every category of the routes table', () => {
    expect(Object.keys(faqByTopic).sort()).toEqual([...allTopics].sort())
  })

  it('gives the home page exactly its six questions, in order', () => {
    expect(faqByTopic.home.map((item) => item.question)).toEqual([
      'Ce sunt păcănelele online?',
      'Pot juca păcănele gratis?',
      'Care sunt cele mai populare păcănele în România?',
      'Ce înseamnă RTP?',
      'Sunt sigure păcănelele online?',
      'Ce bonusuri pot primi?',
    ])
  })

  it.each(categoryRoutes.map((route) => route.slug))('gives %s between 3 and 5 questions', (slug) => {
    expect(faqByTopic[slug].length).toBeGreaterThanOrEqual(3)
    expect(faqByTopic[slug].length).toBeLessThanOrEqual(5)
  })

  it('uses ids that are unique across all topics and slug-like', () => {
    const ids = allItems.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('repeats no question within a topic and leaves no text empty', () => {
    for (const items of Object.values(faqByTopic)) {
      const questions = items.map((item) => item.question)
      expect(new Set(questions).size).toBe(questions.length)
    }
    for (const item of allItems) {
      expect(item.question.trim()).toMatch(/\?$/)
      expect(item.answer.trim().length).toBeGreaterThan(60)
    }
  })

  it('writes ș and ț with the comma below, never the cedilla forms', () => {
    const text = allItems.map((item) => `${item.question} ${item.answer}`).join(' ')
    expect(text).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
    // Guards the test itself: the text does use ș/ț, so the check above is meaningful.
    expect(text).toMatch(/[șț]/)
  })

  it('keeps the facts the home answers must give', () => {
    const answer = (id: string) => faqByTopic.home.find((item) => item.id === id)?.answer ?? ''
    expect(answer('home-ce-inseamna-rtp')).toContain('96%')
    expect(answer('home-sunt-sigure')).toContain('ONJN')
    expect(answer('home-ce-bonusuri')).toMatch(/rotirile gratuite fără depunere/)
    expect(answer('home-ce-bonusuri')).toContain('100–200%')
    expect(answer('home-ce-bonusuri')).toMatch(/cashback/)
    expect(answer('home-ce-bonusuri')).toMatch(/reîncărcare/)
  })

  it('finds nothing for a topic it does not know, including Object.prototype names', () => {
    expect(faqFor('book-of-ra-online')).toBe(faqByTopic['book-of-ra-online'])
    for (const unknown of ['categorie-noua', '', 'constructor', '__proto__', 'toString']) {
      expect(faqFor(unknown)).toBeUndefined()
    }
  })
})
