import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins conditional classes and lets a later utility win over an earlier one of its kind', () => {
    const hidden = false as boolean
    expect(cn('p-4 text-sm', hidden && 'hidden', 'p-2')).toBe('text-sm p-2')
  })
})
