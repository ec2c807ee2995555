// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BUCKETS, canaryBucket, canaryThreshold, inCanary, newVisitorId, VISITOR_ID_PATTERN } from './bucket'

const ids = Array.from({ length: 10_000 }, () => newVisitorId())
const share = (members: number) => members / ids.length

describe('canary buckets', () => {
  it('gives an id the same bucket on every visit, in [0, 10000)', () => {
    const id = 'a3f1c2d4e5b60718293a4b5c6d7e8f90'
    expect(canaryBucket(id, 'faq-b42')).toBe(canaryBucket(id, 'faq-b42'))
    for (const visitor of ids.slice(0, 1000)) {
      const bucket = canaryBucket(visitor, 'faq-b42')
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < BUCKETS).toBe(true)
    }
  })

  it('keeps everyone already in as the percent rises, for every percent from 0 to 100', () => {
    let previous = ids.map(() => false)
    const dropped: string[] = []
    for (let percent = 0; percent <= 100; percent += 1) {
      const members = ids.map((id) => inCanary(id, { percent, salt: 'faq-b42' }))
      ids.forEach((id, index) => {
        if (previous[index] && !members[index]) dropped.push(`${id} at ${percent} %`)
      })
      previous = members
    }
    expect(dropped).toEqual([])
  })

  it('lets nobody in at 0 % and everybody at 100 %', () => {
    expect(ids.filter((id) => inCanary(id, { percent: 0, salt: 'faq-b42' }))).toHaveLength(0)
    expect(ids.filter((id) => inCanary(id, { percent: 100, salt: 'faq-b42' }))).toHaveLength(ids.length)
  })

  it.each([1, 10, 25, 50, 90])('lets in about %i % of visitors', (percent) => {
    const members = ids.filter((id) => inCanary(id, { percent, salt: 'faq-b42' })).length
    expect(Math.abs(share(members) - percent / 100)).toBeLessThan(0.02)
  })

  it('spreads ids that differ only in their last character (sequential ids)', () => {
    const sequential = Array.from({ length: 10_000 }, (_, index) => `visitor-${index}`)
    const members = sequential.filter((id) => inCanary(id, { percent: 50, salt: 'faq-b42' })).length
    expect(Math.abs(members / sequential.length - 0.5)).toBeLessThan(0.02)
  })

  it('draws independent buckets for two remotes (two salts)', () => {
    const inFaq = ids.map((id) => inCanary(id, { percent: 50, salt: 'faq-b42' }))
    const inHome = ids.map((id) => inCanary(id, { percent: 50, salt: 'home-h8' }))
    const both = inFaq.filter((member, index) => member && inHome[index]).length
    expect(Math.abs(share(both) - 0.25)).toBeLessThan(0.02)
  })

  it('turns a percent with two decimals into whole buckets', () => {
    expect(canaryThreshold(0.29)).toBe(29)
    expect(canaryThreshold(10)).toBe(1000)
    expect(canaryThreshold(100)).toBe(BUCKETS)
  })
})

describe('newVisitorId', () => {
  it('makes 32 hex digits, different every time', () => {
    expect(ids.every((id) => VISITOR_ID_PATTERN.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
