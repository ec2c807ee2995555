// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keptLocation } from './routes'

describe('keptLocation', () => {
  it('keeps the origin, the path and only the parameters the page reads', () => {
    expect(keptLocation('https://site.ro/?s=book&utm_source=x&gclid=abc#top')).toBe('https://site.ro/?s=book')
    expect(keptLocation('https://site.ro/sloturi-online?fbclid=1&pagina=2&furnizor=egt')).toBe(
      'https://site.ro/sloturi-online?furnizor=egt&pagina=2',
    )
    expect(keptLocation('https://site.ro/joc/book-of-ra?s=x&utm_medium=y')).toBe(
      'https://site.ro/joc/book-of-ra',
    )
    expect(keptLocation('http://localhost:4173/?utm_campaign=c')).toBe('http://localhost:4173/')
  })

  it('answers null for text that is not an absolute web address', () => {
    expect(keptLocation('/relative?s=x')).toBeNull()
    expect(keptLocation('not a url')).toBeNull()
    expect(keptLocation('data:text/plain,hi')).toBeNull()
  })
})
