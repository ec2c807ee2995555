import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithStore } from '../../../test/render'
import { evaluate } from '../engine/evaluate'
import { seededSource, type RandomSource } from '../engine/random'
import { indices } from '../../../test/house-game-windows'
import type { HouseGame as GameData } from '../engine/types'
import { fructeDeAur } from '../games/fructe-de-aur'
import { noapteaDeSanziene } from '../games/noaptea-de-sanziene'
import { HouseGame } from './HouseGame'
import { spinDurationMs } from './useHouseGame'

const THREE_STARS = [26, 14, 3] // 200 line bets on the bottom row
const THREE_SCATTERS = [27, 1, 21, 0, 0]

/** The first stops (in order) at which the fruit game pays nothing. */
const NO_WIN = (() => {
  for (let a = 0; ; a++) if (evaluate(fructeDeAur, [a, 0, 0], 'paid').win === 0) return [a, 0, 0]
})()

/** A source that gives these stops again and again. */
const repeating = (stops: number[]): RandomSource => {
  let next = 0
  return { nextUint32: () => stops[next++ % stops.length]! }
}

function renderGame(game: GameData, rng: RandomSource, { adult = true } = {}) {
  const result = renderWithStore(<HouseGame game={game} rng={rng} />)
  if (adult) act(() => result.store.getState().confirmAge())
  return result
}

/** `behindDialog`: a modal dialog hides the rest of the page from the accessibility tree. */
const spinButton = ({ behindDialog = false } = {}) =>
  screen.getByRole('button', { name: /^Rotește$|^Rotire gratuită$/, hidden: behindDialog })
const status = () => screen.getByRole('status')
const balance = () => screen.getByText('Credite:').querySelector('strong')!.textContent
const sessionFigure = (label: string) => document.querySelector(`[data-session="${label}"]`)!.textContent
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }))

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion(false)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('HouseGame', () => {
  it('asks for 18+ before the first spin and spins only on a press after it', () => {
    renderGame(fructeDeAur, repeating(NO_WIN), { adult: false })
    fireEvent.click(spinButton())
    const dialog = screen.getByRole('dialog', { name: 'Ai peste 18 ani?' })
    expect(balance()).toBe('1.000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Am peste 18 ani' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sessionFigure('Rotiri')).toBe('0')
    fireEvent.click(spinButton())
    expect(balance()).toBe('995')
  })

  it('gives focus back where the player spun from when the 18+ question closes', () => {
    renderGame(fructeDeAur, repeating(NO_WIN), { adult: false })
    const reels = screen.getByRole('group', { name: 'Rolele' })
    reels.focus()
    fireEvent.keyDown(reels, { key: ' ' })
    fireEvent.click(screen.getByRole('button', { name: 'Am peste 18 ani' }))
    act(() => vi.runOnlyPendingTimers())
    expect(reels).toHaveFocus()
    expect(sessionFigure('Rotiri')).toBe('0')
  })

  it('settles the spin when pressed, replays it on the reels, then announces the win in ro-RO', () => {
    renderGame(fructeDeAur, indices(THREE_STARS))
    fireEvent.click(spinButton())
    expect(balance()).toBe('995')
    expect(screen.getByRole('group', { name: 'Rolele' })).toHaveAttribute('aria-busy', 'true')
    expect(spinButton()).toBeDisabled()
    expect(status()).toHaveTextContent('')

    act(() => vi.advanceTimersByTime(spinDurationMs(3)))
    expect(status()).toHaveTextContent('Ai câștigat 200 de credite.')
    expect(balance()).toBe('1.195')
    expect(screen.getByRole('group', { name: 'Rolele' })).toHaveAttribute('aria-busy', 'false')
    const winning = document.querySelectorAll('[data-winning]')
    expect(
      [...winning].map((cell) =>
        within(cell as HTMLElement)
          .getByRole('img')
          .getAttribute('aria-label'),
      ),
    ).toEqual(['Stea de aur', 'Stea de aur', 'Stea de aur'])
    expect([...winning].map((cell) => cell.textContent)).toEqual([
      'Stea de aur',
      'Stea de aur',
      'Stea de aur',
    ])
    expect(['Rotiri', 'Miză totală', 'Câștig total', 'Net'].map(sessionFigure)).toEqual([
      '1',
      '5',
      '200',
      '+195',
    ])
  })

  it('shows the result at once, without rolling, when reduced motion is asked for', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, indices(NO_WIN))
    fireEvent.click(spinButton())
    expect(status()).toHaveTextContent('Niciun câștig.')
    expect(screen.getByRole('group', { name: 'Rolele' })).toHaveAttribute('aria-busy', 'false')
    expect(sessionFigure('Net')).toBe('-5')
  })

  it('spins on Space or Enter in the game, but not on a held key nor on the stake selector', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, repeating(NO_WIN))
    const reels = screen.getByRole('group', { name: 'Rolele' })
    fireEvent.keyDown(reels, { key: ' ' })
    fireEvent.keyDown(reels, { key: 'Enter' })
    expect(sessionFigure('Rotiri')).toBe('2')
    fireEvent.keyDown(reels, { key: 'Enter', repeat: true })
    fireEvent.keyDown(screen.getByLabelText('Miză pe rotire'), { key: 'Enter' })
    fireEvent.keyDown(reels, { key: 'a' })
    expect(sessionFigure('Rotiri')).toBe('2')
  })

  it('pays in proportion to the stake chosen', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, indices(THREE_STARS))
    fireEvent.change(screen.getByLabelText('Miză pe rotire'), { target: { value: '25' } })
    fireEvent.click(spinButton())
    expect(status()).toHaveTextContent('Ai câștigat 1.000 de credite.')
    expect(balance()).toBe('1.975')
  })

  it('plays free spins one press at a time, at the stake that started them, and never by itself', () => {
    reducedMotion(true)
    renderGame(noapteaDeSanziene, indices([...THREE_SCATTERS, 0, 3, 0, 0, 0]))
    fireEvent.change(screen.getByLabelText('Miză pe rotire'), { target: { value: '40' } })
    fireEvent.click(spinButton())
    expect(status()).toHaveTextContent('Ai câștigat 15 rotiri gratuite! Mai ai 15 rotiri gratuite.')
    const afterTrigger = Number(balance()!.replace('.', ''))
    expect(screen.getByLabelText('Miză pe rotire')).toBeDisabled()
    expect(spinButton()).toHaveTextContent('Rotire gratuită')

    act(() => vi.advanceTimersByTime(60_000))
    expect(sessionFigure('Rotiri')).toBe('1')

    fireEvent.click(spinButton())
    expect(status()).toHaveTextContent('Mai ai 14 rotiri gratuite.')
    expect(sessionFigure('Miză totală')).toBe('40')
    expect(Number(balance()!.replace('.', ''))).toBeGreaterThanOrEqual(afterTrigger)
  })

  it('pauses play for a reality check after 100 spins, until the player goes on', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, seededSource(3))
    for (let spin = 0; spin < 100; spin++) fireEvent.click(spinButton())
    const check = screen.getByRole('alertdialog', { name: 'Un moment de pauză' })
    expect(check).toHaveTextContent(
      /Ai jucat mai puțin de un minut și ai făcut 100 de rotiri\. Ai pus în joc 500 de credite și ai câștigat [\d.]+ (de )?credite\./,
    )
    expect(spinButton({ behindDialog: true })).toBeDisabled()
    fireEvent.keyDown(document.querySelector('[aria-label="Rolele"]')!, { key: ' ' })
    expect(sessionFigure('Rotiri')).toBe('100')

    fireEvent.click(within(check).getByRole('button', { name: 'Continuă jocul' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // Focus was on the page, not in the game: it lands on the reels, where a key spins.
    act(() => vi.runOnlyPendingTimers())
    expect(screen.getByRole('group', { name: 'Rolele' })).toHaveFocus()
    fireEvent.click(spinButton())
    expect(sessionFigure('Rotiri')).toBe('101')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  }, 30_000) // a hundred renders: a slow host, not a hang

  it('pauses play for a reality check after 15 minutes, and shows the time played', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, indices(NO_WIN))
    fireEvent.click(spinButton())
    act(() => vi.advanceTimersByTime(14 * 60_000 + 59_000))
    expect(sessionFigure('Timp de joc')).toBe('14:59')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Ai jucat 15 minute. Ai pus în joc 5 credite și ai câștigat 0 credite.',
    )
    expect(
      within(screen.getByRole('alertdialog')).getByRole('link', { name: /^jocresponsabil\.ro/ }),
    ).toHaveAttribute('href', 'https://jocresponsabil.ro')
    expect(spinButton({ behindDialog: true })).toBeDisabled()
  })

  it('ends the session from the reality check, and resets credits and figures on demand', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, repeating(NO_WIN))
    fireEvent.click(spinButton())
    act(() => vi.advanceTimersByTime(15 * 60_000))
    fireEvent.click(screen.getByRole('button', { name: 'Încheie sesiunea' }))
    expect(balance()).toBe('1.000')
    expect(['Rotiri', 'Miză totală', 'Timp de joc'].map(sessionFigure)).toEqual(['0', '0', '0:00'])
    expect(status()).toHaveTextContent('Creditele au fost resetate la 1.000 de credite.')

    fireEvent.click(spinButton())
    fireEvent.click(screen.getByRole('button', { name: 'Resetează creditele' }))
    expect(balance()).toBe('1.000')
    expect(spinButton()).toBeEnabled()
  })

  it('refuses a spin the credits cannot pay for', () => {
    reducedMotion(true)
    renderGame(fructeDeAur, repeating(NO_WIN))
    fireEvent.change(screen.getByLabelText('Miză pe rotire'), { target: { value: '50' } })
    for (let spin = 0; spin < 20; spin++) fireEvent.click(spinButton())
    expect(balance()).toBe('0')
    expect(spinButton()).toBeDisabled()
    expect(screen.getByText(/Creditele rămase nu ajung pentru miza aleasă/)).toBeInTheDocument()
    fireEvent.click(spinButton())
    expect(sessionFigure('Rotiri')).toBe('20')
  })
})
