import { describe, expect, it } from 'vitest'
import { assertNoClassConflicts, conflictingClasses } from './class-conflicts'

describe('conflictingClasses', () => {
  it('names a utility that a later one of its kind overrides', () => {
    expect(conflictingClasses('p-4 text-sm p-2')).toEqual(['p-4'])
    expect(conflictingClasses('rounded-md bg-background rounded-full bg-background/90')).toEqual([
      'rounded-md',
      'bg-background',
    ])
  })

  it('finds none among utilities of one kind under different conditions', () => {
    expect(conflictingClasses('p-4 sm:p-6 bg-card hover:bg-accent [&_svg]:size-4 size-10')).toEqual([])
  })
})

describe('assertNoClassConflicts', () => {
  it('reads every class attribute of rendered HTML, entities decoded, and names the page', () => {
    const html =
      '<div class="flex items-center"><span class="[&amp;_svg]:size-4 [&amp;_svg]:size-5">x</span></div>'
    expect(() => assertNoClassConflicts(html, '/sloturi-online')).toThrow(
      '/sloturi-online: "[&_svg]:size-4" conflicts with a later class in "[&_svg]:size-4 [&_svg]:size-5"',
    )
    expect(() => assertNoClassConflicts('<p class="p-4 sm:p-6">x</p>', '/')).not.toThrow()
  })
})
