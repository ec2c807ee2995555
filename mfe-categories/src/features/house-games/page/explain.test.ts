// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { comorileCarpatilor } from '../games/comorile-carpatilor'
import { fructeDeAur } from '../games/fructe-de-aur'
import { noapteaDeSanziene } from '../games/noaptea-de-sanziene'
import type { Horizon } from '../sheets/types'
import { mathSheets } from '../sheets/all'
import {
  chance,
  horizonSentence,
  horizonsConclusion,
  keyFigures,
  paytableIntro,
  specialRules,
} from './explain'

const horizon = (spins: number, expectedNet: number, chanceAhead: number): Horizon => ({
  spins,
  expectedNet: { exact: '', value: expectedNet },
  chanceAhead,
})

describe('the "Cum funcționează" sentences', () => {
  it("state the fruit game's figures from its math sheet, in ro-RO", () => {
    expect(keyFigures(fructeDeAur, mathSheets['fructe-de-aur']!)).toEqual([
      ['Role și rânduri', '3 role, 3 rânduri'],
      ['Linii', '5 linii'],
      ['RTP', '96,11%'],
      ['Frecvența câștigurilor', '49,77% din rotiri aduc un câștig (uneori mai mic decât miza)'],
      ['Volatilitate', 'mică: câștigurile vin des și sunt mici (abaterea standard a unei rotiri: 1,92 mize)'],
      ['Cel mai mare câștig al unei rotiri', '40 de mize'],
    ])
  })

  it('add free spins to the figures of the game that has them: how often, how many, how much', () => {
    const figures = new Map(keyFigures(noapteaDeSanziene, mathSheets['noaptea-de-sanziene']!))
    expect(figures.get('Linii')).toBe('20 de linii')
    expect(figures.get('Rotiri gratuite')).toBe(
      'pornesc o dată la aproximativ 153 de rotiri (0,65%); o serie are în medie 17 rotiri gratuite și aduce în medie 41 de mize',
    )
    expect(figures.get('Cel mai mare câștig al unei rotiri')).toBe(
      '2.000 de mize, fără rotirile gratuite pe care le pornește',
    )
  })

  it('explain line bets with the smallest stake as the example', () => {
    expect(paytableIntro(comorileCarpatilor)).toMatch(
      /^Câștigurile din tabel sunt în mize pe linie: miza unei rotiri se împarte egal pe cele 10 linii, așa că la miza de 10 credite o miză pe linie înseamnă 1 credit\./,
    )
  })

  it('say what the wild, the scatter and the free spins do, and nothing for a game without them', () => {
    expect(specialRules(fructeDeAur)).toEqual([])
    expect(specialRules(comorileCarpatilor)).toEqual([
      'Zimbru ține locul oricărui simbol pe linie și are și plăți proprii în tabel.',
    ])
    expect(specialRules(noapteaDeSanziene)).toEqual([
      'Sânziana ține locul oricărui simbol, în afară de Focul de Sânziene, pe linie și are și plăți proprii în tabel.',
      'Focul de Sânziene plătește oriunde ar apărea pe role, socotit din miza întregii rotiri: 3 plătesc de 2 ori miza, 4 plătesc de 20 de ori miza, 5 plătesc de 100 de ori miza.',
      'Tot Focul de Sânziene pornește rotirile gratuite: 3 aduc 15 rotiri gratuite, 4 aduc 20 de rotiri gratuite, 5 aduc 30 de rotiri gratuite, jucate cu miza rotirii care le-a pornit, iar câștigurile lor se înmulțesc cu 3. Cele apărute în timpul lor aduc altele, după aceeași regulă.',
    ])
  })

  it('turn a horizon of the sheet into credits at a stake: what goes in, the expected loss, the chance ahead', () => {
    expect(horizonSentence(mathSheets['fructe-de-aur']!.horizons[0]!, 5)).toBe(
      '100 de rotiri cu miza de 5 credite: pui în joc 500 de credite; în medie pierzi aproximativ 19 credite, iar șansa să termini pe plus este de 39,5%.',
    )
    expect(horizonSentence(horizon(10_000, -389.26, 0.0221), 5)).toBe(
      '10.000 de rotiri cu miza de 5 credite: pui în joc 50.000 de credite; în medie pierzi aproximativ 1.946 de credite, iar șansa să termini pe plus este de 2,2%.',
    )
  })

  it('write a chance too small for one decimal as such, never as 0,0%', () => {
    expect([0.395, 0.0005, 0.0004, 0].map(chance)).toEqual(['39,5%', '0,1%', 'sub 0,1%', 'sub 0,1%'])
  })

  it('say the chance ahead falls only when it does, over the horizons shown', () => {
    const falling = [horizon(100, -4, 0.4), horizon(1000, -40, 0.26), horizon(10_000, -400, 0.02)]
    const notFalling = [horizon(100, -4, 0.29), horizon(1000, -40, 0.36), horizon(10_000, -400, 0.33)]
    expect(horizonsConclusion(falling)).toContain('iar șansa să termini pe plus scade cu cât joci mai mult.')
    expect(horizonsConclusion(notFalling)).not.toContain('scade')
    expect(horizonsConclusion(notFalling)).toMatch(
      /^Pierderea așteptată crește cu fiecare rotire, oricum ai juca\./,
    )
  })
})
