// @vitest-environment node
import { fileURLToPath } from 'node:url'
import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONOLITH_MODE } from './monolith'
import { remoteConfig } from './remote-config'

const BUILD: ConfigEnv = { command: 'build', mode: 'production' }
const DEV: ConfigEnv = { command: 'serve', mode: 'development' }
const MONOLITH: ConfigEnv = { command: 'build', mode: MONOLITH_MODE }

/** The plugins Vite runs for `env`, kept by their `apply` as Vite keeps them; React's and Tailwind's apart. */
function applied(config: UserConfig, env: ConfigEnv): { framework: boolean; ours: string[] } {
  const names = (config.plugins ?? [])
    .flat(Infinity as 1)
    .filter((plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin)
    .filter(({ apply }) =>
      apply === undefined ? true : typeof apply === 'function' ? apply(config, env) : apply === env.command,
    )
    .map(({ name }) => name)
  const isFramework = (name: string) => name.startsWith('vite:react') || name.startsWith('@tailwindcss/vite')
  return {
    framework: names.some((name) => name.startsWith('vite:react')) && names.some(isFramework),
    ours: names.filter((name) => !isFramework(name)),
  }
}

/** The shell's own `vite.config.ts`, read once the working folder is the shell's. */
let shellConfig: () => UserConfig

// Every build's first plugin of ours (appBase's), though it runs last: V8's compile hint atop each chunk.
const hinted = 'pacanele:compile-hints'
const hostFederation = [
  'pacanele:no-version-ranges',
  'pacanele:shared-imports-in-slices',
  'pacanele:relative-shared-chunk-urls',
  'originjs:federation',
]
const deploy = ['pacanele:status-pages', 'pacanele:precompress-assets']
// The shell's own plugins after its presets: the page's inline scripts, the number-format worker they
// start, and robots.txt and the sitemap's.
const shellOwn = ['pacanele:inline-scripts', 'pacanele:number-format-worker', 'pacanele:seo-files']

describe('the Vite presets', () => {
  // The presets read the shared packages' versions from the app's own folder.
  const cwd = process.cwd()
  beforeAll(async () => {
    process.chdir(fileURLToPath(new URL('..', import.meta.url)))
    const { default: config } = (await import('../vite.config')) as { default: UserConfig }
    shellConfig = () => config
  })
  afterAll(() => process.chdir(cwd))

  it("a remote's build federates, scopes its CSS, bundles for the server, stamps its build id, then writes status pages and compresses", () => {
    expect(applied(remoteConfig('faq'), BUILD)).toEqual({
      framework: true,
      ours: [
        hinted,
        'pacanele:no-version-ranges',
        'pacanele:shared-imports-in-slices',
        'originjs:federation',
        'pacanele:drop-orphan-chunks',
        'pacanele:reuse-linked-stylesheets',
        'pacanele:scope-remote-css',
        'pacanele:server-bundle',
        'pacanele:build-id',
        ...deploy,
      ],
    })
  })

  it("a remote's dev server is the team's standalone page: React and Tailwind, nothing of federation or the build", () => {
    expect(applied(remoteConfig('faq'), DEV)).toEqual({ framework: true, ours: [] })
  })

  it("the shell's build hosts the remotes, fills its page's head and bundles its page renderer", () => {
    expect(applied(shellConfig(), BUILD)).toEqual({
      framework: true,
      ours: [
        hinted,
        ...hostFederation,
        'pacanele:preconnect-remotes',
        'pacanele:build-time-release-record',
        'pacanele:preload-app-start',
        'pacanele:server-bundle',
        ...deploy,
        ...shellOwn,
      ],
    })
  })

  it("the shell's dev server hosts the remotes, without the build's plugins", () => {
    expect(applied(shellConfig(), DEV)).toEqual({
      framework: true,
      ours: [
        'pacanele:no-version-ranges',
        'originjs:federation',
        'pacanele:preconnect-remotes',
        'pacanele:build-time-release-record',
        'pacanele:inline-scripts',
      ],
    })
  })

  it('the monolith mode bundles the remotes in: no federation, no remote origins, no server bundle', () => {
    expect(applied(shellConfig(), MONOLITH)).toEqual({
      framework: true,
      ours: [
        hinted,
        'pacanele:monolith-runtime',
        'pacanele:monolith',
        'pacanele:build-time-release-record',
        'pacanele:preload-app-start',
        ...deploy,
        ...shellOwn,
      ],
    })
  })

  it("a team's plugins and constants come after the presets', its plugins in the server bundle too", () => {
    const team: Plugin = { name: 'team:reworded' }
    const config = remoteConfig('faq', { plugins: [team], define: { __TEAM__: '1' } })
    expect(applied(config, BUILD).ours.at(-1)).toBe('team:reworded')
    expect(config.define).toMatchObject({ __TEAM__: '1', __REMOTE_META__: expect.any(String) })
  })
})
