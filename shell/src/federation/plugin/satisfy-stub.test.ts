// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { noVersionRanges } from './satisfy-stub'

type Hook = (id: string) => string | undefined
const plugin = noVersionRanges()
const resolveId = plugin.resolveId as Hook
const load = plugin.load as Hook

describe('noVersionRanges', () => {
  it("gives the federation runtime's semver checker a stub that refuses a range, loudly", async () => {
    const resolved = resolveId('__federation_fn_satisfy')
    expect(resolved).toBeDefined()
    const source = load(resolved!)!
    const { satisfy } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      satisfy: (version: string, range: string) => boolean
    }
    expect(() => satisfy('19.2.0', '^19.0.0')).toThrow(/requiredVersion is not supported/)
  })

  it('leaves every other module to the other plugins', () => {
    expect(resolveId('react')).toBeUndefined()
    expect(resolveId('virtual:__federation__')).toBeUndefined()
    expect(load('/work/src/main.ts')).toBeUndefined()
  })

  it('fails a build in which the runtime never asked for the checker: the stub replaced nothing', () => {
    const build = noVersionRanges() as unknown as {
      configResolved: (config: { command: string }) => void
      buildStart: () => void
      buildEnd: (error?: Error) => void
    }
    build.configResolved({ command: 'build' })
    build.buildStart()
    expect(() => build.buildEnd()).toThrow(
      /vite-plugin-federation .*: satisfy-stub: the runtime no longer imports '__federation_fn_satisfy'/,
    )
  })
})
