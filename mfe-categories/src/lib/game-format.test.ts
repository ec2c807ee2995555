// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCounted } from 'shell/lib/format'
import { formatMaxWin, formatPlayers, formatRtp } from './game-format'

describe('game formatting', () => {
  it('shows RTP as the top version in ro-RO', () => {
    expect(formatRtp(96.51)).toBe('până la 96,51%')
    expect(formatRtp(96)).toBe('până la 96%')
  })

  it('formats the numbers inside a max-win text the ro-RO way', () => {
    expect(formatMaxWin('21100x')).toBe('21.100x')
    expect(formatMaxWin('5000x')).toBe('5.000x')
    expect(formatMaxWin('300x + jackpot')).toBe('300x + jackpot')
  })

  it('groups player counts the ro-RO way', () => {
    expect(formatPlayers(15420)).toBe('15.420 de jucători')
    expect(formatPlayers(1)).toBe('1 jucător')
  })

  it('uses the Romanian plural forms', () => {
    const results = (n: number) => formatCounted(n, 'rezultat', 'rezultate')
    expect(results(0)).toBe('0 rezultate')
    expect(results(1)).toBe('1 rezultat')
    expect(results(3)).toBe('3 rezultate')
    expect(results(19)).toBe('19 rezultate')
    expect(results(20)).toBe('20 de rezultate')
    expect(results(101)).toBe('101 rezultate')
    expect(results(1000)).toBe('1.000 de rezultate')
  })
})
