import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildClassMapInOwnTask, cn } from './cn'

describe('cn', () => {
  it('joins conditional classes and lets a later utility win over an earlier one of its kind', () => {
    const hidden = false as boolean
    expect(cn('p-4 text-sm', hidden && 'hidden', 'p-2')).toBe('text-sm p-2')
  })
})

describe('buildClassMapInOwnTask', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('does its work in a task of its own, not in the one that asks for it', async () => {
    let done = false
    const built = buildClassMapInOwnTask().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    vi.advanceTimersByTime(0)
    await built
    expect(done).toBe(true)
  })
})
