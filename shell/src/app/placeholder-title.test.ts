import { describe, expect, it } from 'vitest'
import { retirePlaceholderTitle } from './placeholder-title'

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('retirePlaceholderTitle', () => {
  it('keeps the placeholder until the page adds its own title, then leaves only that one', async () => {
    const doc = document.implementation.createHTMLDocument('Păcănele Online')
    retirePlaceholderTitle(doc)
    doc.head.append(doc.createElement('meta'))
    await flushMutations()
    expect([...doc.head.querySelectorAll('title')].map((title) => title.text)).toEqual(['Păcănele Online'])

    const own = doc.createElement('title')
    own.text = 'Rezultate pentru „book” | Păcănele Online'
    doc.head.insertBefore(own, doc.head.querySelector('title'))
    await flushMutations()
    expect([...doc.head.querySelectorAll('title')]).toEqual([own])
    expect(doc.title).toBe('Rezultate pentru „book” | Păcănele Online')
  })

  it('does nothing in a document without a title', async () => {
    const doc = document.implementation.createHTMLDocument()
    retirePlaceholderTitle(doc)
    const own = doc.createElement('title')
    own.text = 'Pagina'
    doc.head.append(own)
    await flushMutations()
    expect(doc.title).toBe('Pagina')
  })
})
