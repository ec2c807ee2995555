// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scopeCss } from './scope-css'

const SCOPE = '@scope ([data-style-scope="mfe-faq"]) to ([data-style-scope])'

describe('scopeCss', () => {
  it('scopes utilities, including their breakpoint rules', () => {
    const out = scopeCss(
      '@layer utilities { .w-full { width: 100% } @media (width >= 40rem) { .sm\\:w-auto { width: auto } } }',
      'mfe-faq',
    )
    expect(out).toContain(`@layer utilities { ${SCOPE} { .w-full`)
    expect(out.indexOf(SCOPE)).toBeLessThan(out.indexOf('@media'))
  })

  it('scopes unlayered rules of the remote', () => {
    const out = scopeCss('.faq-accordion { border: 1px solid }', 'mfe-faq').replace(/\s+/g, ' ')
    expect(out).toContain(`${SCOPE} { .faq-accordion`)
  })

  it('leaves design tokens, theme variables, keyframes and @property global', () => {
    const css =
      ':root { --primary: red } .dark { --primary: gold } @layer theme { :root { --x: 1 } } @keyframes spin { to { rotate: 1turn } } @property --tw-x { syntax: "*"; inherits: false }'
    expect(scopeCss(css, 'mfe-faq')).not.toContain('@scope')
  })
})
