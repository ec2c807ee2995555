// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins conditional classes, as given: conflicts are for class-conflicts.ts to find', () => {
    const hidden = false as boolean
    expect(cn('p-4 text-sm', hidden && 'hidden', { 'font-bold': true }, 'p-2')).toBe(
      'p-4 text-sm font-bold p-2',
    )
  })
})
