import { afterEach, describe, expect, it } from 'vitest'
import { takePreviewProposal } from './preview-proposal'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('takePreviewProposal', () => {
  it('keeps the proposal and removes it from the address, the rest of it untouched', () => {
    window.history.replaceState({ kept: 1 }, '', '/sloturi-online?pagina=2&previzualizare=faq@b42#intrebari')
    const proposal = takePreviewProposal()
    expect(proposal.pending()).toBe('?pagina=2&previzualizare=faq@b42')
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/sloturi-online?pagina=2#intrebari',
    )
    expect(window.history.state).toEqual({ kept: 1 })
  })

  it('changes nothing on an address without one', () => {
    window.history.replaceState(null, '', '/?utm_source=x')
    const proposal = takePreviewProposal()
    expect(proposal.pending()).toBeNull()
    expect(window.location.search).toBe('?utm_source=x')
  })
})
