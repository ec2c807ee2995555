// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  UNSENT_BATCHES_LIMIT,
  UNSENT_BATCH_MAX_AGE_HOURS,
  UNSENT_BATCH_MAX_TRIES,
} from '../privacy/collection'
import { storageKeys } from '../privacy/storage-registry'
import type { KeyValueStorage } from './safe-storage'
import { unsentBatches } from './unsent-batches'

function setup() {
  const values = new Map<string, string>()
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  const clock = { now: 1_000 }
  return { values, clock, unsent: unsentBatches(storage, () => clock.now) }
}

const ids = (batches: Array<{ id: string }>) => batches.map((batch) => batch.id)

describe('unsent batches', () => {
  it('keeps only the newest batches up to the limit', () => {
    const { unsent } = setup()
    for (let index = 0; index < UNSENT_BATCHES_LIMIT + 3; index++)
      unsent.keep({ id: `b${index}`, body: '{}' })
    const due = ids(unsent.due())
    expect(due).toHaveLength(UNSENT_BATCHES_LIMIT)
    expect(due[0]).toBe('b3')
    expect(due.at(-1)).toBe(`b${UNSENT_BATCHES_LIMIT + 2}`)
  })

  it('drops a batch past its age, and one past its tries', () => {
    const { unsent, clock } = setup()
    unsent.keep({ id: 'old', body: '{}' })
    clock.now += 60_000
    unsent.keep({ id: 'tried', body: '{}' })
    unsent.keep({ id: 'fresh', body: '{}' })
    for (let index = 0; index < UNSENT_BATCH_MAX_TRIES; index++) unsent.tried('tried')
    clock.now += UNSENT_BATCH_MAX_AGE_HOURS * 3_600_000 - 30_000
    expect(ids(unsent.due())).toEqual(['fresh'])
  })

  it('holds a batch back until its Retry-After, and forgets a settled one', () => {
    const { unsent, clock } = setup()
    unsent.keep({ id: 'a', body: '{}' })
    unsent.keep({ id: 'b', body: '{}' })
    unsent.later('a', 30)
    expect(ids(unsent.due())).toEqual(['b'])
    clock.now += 30_000
    expect(ids(unsent.due())).toEqual(['a', 'b'])
    unsent.settle('b')
    expect(ids(unsent.due())).toEqual(['a'])
  })

  it('reads a damaged or foreign value as nothing kept, and clears its key when empty', () => {
    const { unsent, values } = setup()
    const key = storageKeys.unsentEvents.key
    for (const damaged of ['{', '"text"', '[{"id":1}]', 'null']) {
      values.set(key, damaged)
      expect(unsent.due(), damaged).toEqual([])
    }
    unsent.keep({ id: 'a', body: '{}' })
    unsent.settle('a')
    expect(values.has(key)).toBe(false)
  })
})
