// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faqByTopic } from './data'
import { faqPageJsonLd } from './faq-json-ld'

describe('faqPageJsonLd', () => {
  it('is a schema.org FAQPage with one Question per item, in order, answers as plain text', () => {
    const items = faqByTopic.home
    const data = faqPageJsonLd(items)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual(
      items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    )
  })

  it('follows its input rather than a fixed list', () => {
    const data = faqPageJsonLd([{ id: 'x', question: 'Întrebare?', answer: 'Răspuns.' }])
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Întrebare?', acceptedAnswer: { '@type': 'Answer', text: 'Răspuns.' } },
    ])
  })

  it('survives a JSON round trip unchanged', () => {
    const data = faqPageJsonLd(faqByTopic['sweet-bonanza-online'])
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })
})
