import { render, screen } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Footer } from '../app/layout/Footer'
import { createAppStore } from '../store'
import { ShellStoreProvider } from '../store/shell-react'
import type * as ResponsibleGambling from './responsible-gambling'
import { ageTexts, MINIMUM_AGE, responsibleGamblingLinks, selfExclusion } from './responsible-gambling'

// The whole site as if the setting were 21: every text below must follow it.
vi.mock('./responsible-gambling', async (original) => {
  const actual = await original<typeof ResponsibleGambling>()
  return { ...actual, MINIMUM_AGE: 21, AGE: actual.ageTexts(21) }
})

const repo = join(import.meta.dirname, '../../../')
const APP_SOURCES = ['shell/src', 'mfe-home/src', 'mfe-categories/src', 'mfe-faq/src']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code without its comments, which may name today's limit to explain it. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** The shell's footer as the app renders it: inside the router and the shell's store. */
function renderFooter() {
  render(
    <MemoryRouter>
      <ShellStoreProvider store={createAppStore({ dataLayer: () => ({ push: () => 0 }) })}>
        <Footer />
      </ShellStoreProvider>
    </MemoryRouter>,
  )
}

describe('the age limit is one setting', () => {
  it('every sentence that names it is written from it, in natural Romanian', () => {
    expect(ageTexts(18)).toMatchObject({
      mark: '18+',
      question: 'Ai peste 18 ani?',
      confirm: 'Am peste 18 ani',
    })
    const at21 = ageTexts(21)
    expect(at21).toMatchObject({
      mark: '21+',
      question: 'Ai peste 21 de ani?',
      decline: 'Nu am împlinit 21 de ani',
      rule: 'Jocurile de noroc sunt permise doar persoanelor care au împlinit 21 de ani.',
    })
    expect(JSON.stringify(at21)).not.toContain('18')
  })

  it('no app writes the limit itself: every age text, gate and question reads the setting', () => {
    const written = /\b18(\+| ani\b| de ani\b)|\b(peste|împlinit|minim) 18\b/
    const files = APP_SOURCES.flatMap((dir) => sourceFiles(join(repo, dir)))
    expect(files.length).toBeGreaterThan(100)
    const offenders = files
      .filter((file) => !file.endsWith('lib/responsible-gambling.ts'))
      .filter((file) => written.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => file.slice(repo.length))
    expect(offenders).toEqual([])
  })

  it('the footer follows it: the age mark and the audience line say 21 when the setting does', () => {
    expect(MINIMUM_AGE).toBe(21)
    renderFooter()
    expect(screen.getByTestId('age-mark')).toHaveTextContent(/^21\+$/)
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('Conținut destinat exclusiv persoanelor care au împlinit 21 de ani.')
    expect(footer.textContent).not.toMatch(/\b18\b/)
  })
})

describe('responsible play links', () => {
  it("list ONJN's self-exclusion procedure beside the help line, in the footer", () => {
    expect(responsibleGamblingLinks).toContain(selfExclusion)
    renderFooter()
    const link = screen.getByRole('link', { name: /Autoexcludere \(ONJN\)/ })
    expect(link).toHaveAttribute('href', 'https://onjn.gov.ro/autoexcludere/')
    expect(link).toHaveAttribute('target', '_blank')
  })
})
