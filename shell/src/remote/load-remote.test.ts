import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultRemoteEntryUrl, remoteApps, type RemoteEntryUrls } from '../federation/apps'
import { COMPATIBLE_META, SHELL_META } from '../test/shell-meta'
import { stablePage } from '../test/release-records'
import { createRemoteLoader, REMOTE_TIMEOUT_MS, type RemoteLoader } from './load-remote'
import type { RemoteLoadError } from './remote-error'

const federation = vi.hoisted(async () =>
  (await import('../test/fake-federation-runtime')).createFakeFederation(),
)
vi.mock('../federation/plugin/runtime', async () => (await federation).module)

const FAQ = remoteApps.faq.scope
const entryUrls: RemoteEntryUrls = {
  home: 'https://home.example.ro/v3/assets/remoteEntry.js',
  categories: 'https://categorii.example.ro/assets/remoteEntry.js',
  faq: 'https://faq.example.ro/v42/assets/remoteEntry.js',
}
function Faq() {
  return null
}

let fake: Awaited<typeof federation>
/** A fresh loader per test, as each page load makes one. */
let loader: RemoteLoader

beforeEach(async () => {
  fake = await federation
  fake.getRemote.mockReset()
  fake.registered.clear()
  vi.stubGlobal('__SHELL_META__', SHELL_META)
  loader = createRemoteLoader(Promise.resolve(stablePage(entryUrls)))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as RemoteLoadError,
  )

describe('createRemoteLoader', () => {
  it("points every remote's scope at its entry URL", async () => {
    for (const [key, app] of Object.entries(remoteApps)) {
      expect(await fake.entryUrl(app.scope)).toBe(entryUrls[key as keyof RemoteEntryUrls])
      expect(loader.loadedRelease(key as keyof RemoteEntryUrls)).toBeUndefined()
    }
  })

  it('falls back to the build-time URLs when release-record.json cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    )
    const { fetchPageReleases } = await import('./fetch-release-record')
    const fallback: RemoteEntryUrls = {
      home: defaultRemoteEntryUrl('home'),
      categories: defaultRemoteEntryUrl('categories'),
      faq: defaultRemoteEntryUrl('faq'),
    }
    loader = createRemoteLoader(fetchPageReleases(fallback))
    expect(await fake.entryUrl(FAQ)).toBe(fallback.faq)
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/release-record\.json could not be read/))
  })
})

describe('the build the page chose', () => {
  it('loads a canary or preview from its own entry and records that entry, absolute, with its build', async () => {
    const page = stablePage(entryUrls)
    page.builds.faq = { build: 'b42', entry: '/faq/b42/assets/remoteEntry.js', source: 'canary', reason: '' }
    loader = createRemoteLoader(Promise.resolve(page))
    const entry = `${window.location.origin}/faq/b42/assets/remoteEntry.js`
    expect(await fake.entryUrl(FAQ)).toBe(entry)
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } }, { ...COMPATIBLE_META, buildId: 'src-42' })
    await loader.loadExposed('faq', 'Faq')
    expect(loader.loadedRelease('faq')).toEqual({ entry, buildId: 'src-42' })
  })

  it('says which release it will load before loading anything: absolute entry and build, none when blocked', async () => {
    const page = stablePage(entryUrls)
    page.builds.faq = { build: 'b42', entry: '/faq/b42/assets/remoteEntry.js', source: 'canary', reason: '' }
    page.builds.home = { build: null, entry: null, source: 'none', reason: 'every build is blocked' }
    loader = createRemoteLoader(Promise.resolve(page))
    expect(await loader.plannedRelease('faq')).toEqual({
      entry: `${window.location.origin}/faq/b42/assets/remoteEntry.js`,
      buildId: 'b42',
    })
    expect(await loader.plannedRelease('home')).toBeUndefined()
    expect(await createRemoteLoader().plannedRelease('faq')).toBeUndefined()
    expect(fake.getRemote).not.toHaveBeenCalled()
  })

  it('requests nothing for a remote whose every build is blocked, and fails as withdrawn', async () => {
    const page = stablePage(entryUrls)
    page.builds.faq = { build: null, entry: null, source: 'none', reason: 'every build is blocked' }
    loader = createRemoteLoader(Promise.resolve(page))
    const failure = await failureOf(loader.loadExposed('faq', 'Faq'))
    expect(failure?.reason).toBe('withdrawn')
    expect(failure?.message).toContain('every build is blocked')
    expect(fake.getRemote).not.toHaveBeenCalled()
  })
})

describe('loadExposed', () => {
  it("returns the module, checked against the remote's meta, and keeps it for the next render", async () => {
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    const module = await loader.loadExposed('faq', 'Faq')
    expect(module.default).toBe(Faq)
    expect(loader.loadedExposed('faq', 'Faq')).toBe(module)
    await loader.loadExposed('faq', 'Faq')
    expect(fake.callsFor(FAQ, './Faq')).toBe(1)
    expect(fake.callsFor(FAQ, './meta')).toBe(1)
  })

  it('takes a module the runtime hands back as its default export itself', async () => {
    fake.serve({ [`${FAQ}/Faq`]: Faq })
    expect((await loader.loadExposed('faq', 'Faq')).default).toBe(Faq)
  })

  it('loads the meta once per remote, in parallel with each module', async () => {
    const categories = remoteApps.categories.scope
    fake.serve({ [`${categories}/PopularGames`]: Faq, [`${categories}/SearchResults`]: Faq })
    await Promise.all([
      loader.loadExposed('categories', 'PopularGames'),
      loader.loadExposed('categories', 'SearchResults'),
    ])
    expect(fake.callsFor(categories, './meta')).toBe(1)
  })

  it('gives up with a timeout exactly REMOTE_TIMEOUT_MS after it started', async () => {
    vi.useFakeTimers()
    fake.getRemote.mockImplementation(() => new Promise(() => undefined))
    let failure: RemoteLoadError | undefined
    void failureOf(loader.loadExposed('faq', 'Faq')).then((error) => (failure = error))
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1)
    expect(failure).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(failure?.name).toBe('RemoteLoadError')
    expect(failure?.reason).toBe('timeout')
  })

  it('fails as unreachable when the remote cannot be fetched', async () => {
    fake.getRemote.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    const failure = await failureOf(loader.loadExposed('faq', 'Faq'))
    expect(failure?.reason).toBe('unreachable')
    expect(loader.loadedExposed('faq', 'Faq')).toBeUndefined()
  })

  it('fails as unreachable when the module has no component to render', async () => {
    fake.serve({ [`${FAQ}/Faq`]: { notDefault: Faq } })
    expect((await failureOf(loader.loadExposed('faq', 'Faq')))?.reason).toBe('unreachable')
  })

  it('accepts a remote built with an older React Router 8 than the shell provides', async () => {
    const meta = { contractVersion: '1.4.0', sharedVersions: { 'react-router': '8.0.0' } }
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } }, meta)
    expect((await loader.loadExposed('faq', 'Faq')).default).toBe(Faq)
  })

  it.each([
    ['another contract major', { contractVersion: '2.0.0', sharedVersions: {} }],
    [
      'a newer React than the shell provides',
      { contractVersion: '1.4.0', sharedVersions: { react: '19.9.0' } },
    ],
    [
      'react-router-dom 7, before React Router 8 replaced it',
      { contractVersion: '1.4.0', sharedVersions: { 'react-router-dom': '7.18.6' } },
    ],
    [
      'an older React Router major',
      { contractVersion: '1.4.0', sharedVersions: { 'react-router': '7.18.6' } },
    ],
    ['a meta that says nothing', null],
  ])('refuses a remote built against %s, and does not keep it', async (_name, meta) => {
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } }, meta)
    const failure = await failureOf(loader.loadExposed('faq', 'Faq'))
    expect(failure?.reason).toBe('incompatible')
    expect(loader.loadedExposed('faq', 'Faq')).toBeUndefined()
  })
})

describe('resetRemote', () => {
  it('makes the next load fetch a fresh entry (new query) and the meta and module again', async () => {
    fake.getRemote.mockRejectedValue(new TypeError('Failed to fetch'))
    await failureOf(loader.loadExposed('faq', 'Faq'))
    expect(await fake.entryUrl(FAQ)).toBe(entryUrls.faq)

    loader.resetRemote('faq')
    const retried = new URL(await fake.entryUrl(FAQ))
    expect(retried.origin + retried.pathname).toBe(entryUrls.faq)
    expect(retried.searchParams.get('attempt')).toBe('1')
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    expect((await loader.loadExposed('faq', 'Faq')).default).toBe(Faq)
    expect(fake.callsFor(FAQ, './meta')).toBe(2)
    expect(fake.callsFor(FAQ, './Faq')).toBe(2)

    loader.resetRemote('faq')
    expect(new URL(await fake.entryUrl(FAQ)).searchParams.get('attempt')).toBe('2')
  })

  it('forgets only the reset remote', async () => {
    const home = remoteApps.home.scope
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq }, [`${home}/HomePage`]: { default: Faq } })
    await loader.loadExposed('faq', 'Faq')
    await loader.loadExposed('home', 'HomePage')
    loader.resetRemote('faq')
    expect(loader.loadedExposed('faq', 'Faq')).toBeUndefined()
    expect(loader.loadedExposed('home', 'HomePage')?.default).toBe(Faq)
    expect(await fake.entryUrl(home)).toBe(entryUrls.home)
  })
})

describe('a retry the browser refuses', () => {
  /** The page's reload and what the remote's entry answers now, as the test says. */
  function pageWhoseEntry(answers: boolean) {
    const page = { entryAnswers: vi.fn(async (_url: string) => answers), reload: vi.fn() }
    return { page, loader: createRemoteLoader(Promise.resolve(stablePage(entryUrls)), page) }
  }

  it('reloads the page, once for all the slots of the remote, when the entry answers and its modules still fail', async () => {
    const { page, loader } = pageWhoseEntry(true)
    fake.getRemote.mockRejectedValue(new TypeError('error loading dynamically imported module'))
    expect((await failureOf(loader.loadExposed('faq', 'Faq')))?.reason).toBe('unreachable')
    expect(page.entryAnswers, 'a first failure is the remote’s').not.toHaveBeenCalled()

    loader.resetRemote('faq')
    const failures = await Promise.all([
      failureOf(loader.loadExposed('faq', 'Faq')),
      failureOf(loader.loadExposed('faq', 'Faq')),
    ])
    expect(failures.map((failure) => failure?.reason)).toEqual(['unreachable', 'unreachable'])
    expect(page.entryAnswers).toHaveBeenCalledTimes(1)
    const asked = new URL(page.entryAnswers.mock.calls[0]![0])
    expect(asked.origin + asked.pathname).toBe(entryUrls.faq)
    expect(asked.searchParams.get('attempt')).toBe('1')
    expect(page.reload).toHaveBeenCalledTimes(1)
  })

  it('keeps the page while the remote is still down', async () => {
    const { page, loader } = pageWhoseEntry(false)
    fake.getRemote.mockRejectedValue(new TypeError('error loading dynamically imported module'))
    await failureOf(loader.loadExposed('faq', 'Faq'))
    loader.resetRemote('faq')
    expect((await failureOf(loader.loadExposed('faq', 'Faq')))?.reason).toBe('unreachable')
    expect(page.entryAnswers).toHaveBeenCalledTimes(1)
    expect(page.reload).not.toHaveBeenCalled()
  })

  it('keeps the page when the retry loads', async () => {
    const { page, loader } = pageWhoseEntry(true)
    fake.getRemote.mockRejectedValue(new TypeError('error loading dynamically imported module'))
    await failureOf(loader.loadExposed('faq', 'Faq'))
    loader.resetRemote('faq')
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    expect((await loader.loadExposed('faq', 'Faq')).default).toBe(Faq)
    expect(page.entryAnswers).not.toHaveBeenCalled()
    expect(page.reload).not.toHaveBeenCalled()
  })
})
