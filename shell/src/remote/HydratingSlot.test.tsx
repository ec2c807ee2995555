import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FaqProps } from '../contract'
import { allGranted, createAppStore, type TrackedEvent } from '../store'
import { ShellStoreProvider } from '../store/shell-react'
import { COMPATIBLE_META, SHELL_META } from '../test/fake-federation'
import { stablePage } from '../test/release-manifest'
import { COMPOSITION_ELEMENT_ID, readComposition } from './composition'
import { configureRemotes, provideExposed, REMOTE_TIMEOUT_MS, resetRemote } from './load-remote'
import { RemoteSlot } from './RemoteSlot'

const federation = vi.hoisted(async () => (await import('../test/fake-federation')).createFakeFederation())
vi.mock('virtual:__federation__', async () => (await federation).module)

const ENTRY = 'https://faq.example.ro/assets/remoteEntry.js'
const COMPOSED_BUILD = 'b41'
let fake: Awaited<typeof federation>
let root: Root | undefined

function Faq({ topic }: FaqProps) {
  return <p>Întrebări despre {topic}</p>
}

function app(events: TrackedEvent[]) {
  const store = createAppStore({
    storage: { getItem: () => null, setItem: () => undefined },
    dataLayer: () => ({ push: (event) => events.push(event) }),
    consent: allGranted,
  })
  return (
    <ShellStoreProvider store={store}>
      <RemoteSlot remote="faq" module="Faq" props={{ topic: 'home' }} label="întrebările frecvente" />
    </ShellStoreProvider>
  )
}

/** The page as the compose step writes it: the slot's HTML and the record of the build it came from. */
function composedPage() {
  provideExposed('faq', 'Faq', { default: Faq as never })
  const html = renderToString(app([]))
  resetRemote('faq')
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${COMPOSITION_ELEMENT_ID}">${JSON.stringify(
    {
      kind: 'page',
      path: '/',
      query: '',
      modules: ['faq/Faq'],
      remotes: { faq: { entry: ENTRY, buildId: COMPOSED_BUILD } },
    },
  )}</script>`
  readComposition()
  return document.getElementById('root')!
}

/** The remote's files answer only when the test says. */
function holdRemote(buildId: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  fake.getRemote.mockImplementation(async (_scope, exposed) => {
    await released
    return exposed === './meta' ? { remoteMeta: { ...COMPATIBLE_META, buildId } } : { default: Faq }
  })
  return release
}

async function hydrate(container: HTMLElement) {
  const events: TrackedEvent[] = []
  await act(async () => {
    root = hydrateRoot(container, app(events))
  })
  return events
}

const slot = () => document.querySelector('[data-slot="faq/Faq"]')!
const paragraph = () => screen.getByText('Întrebări despre home')

beforeAll(async () => {
  vi.stubGlobal('__SHELL_META__', SHELL_META)
  fake = await federation
  configureRemotes(Promise.resolve(stablePage({ home: ENTRY, categories: ENTRY, faq: ENTRY })))
})

beforeEach(() => {
  resetRemote('faq')
  fake.getRemote.mockReset()
  vi.spyOn(console, 'error')
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a composed slot (HydratingSlot)', () => {
  it("keeps the server's HTML while its remote loads, then hydrates the same nodes", async () => {
    const container = composedPage()
    const sent = paragraph()
    const release = holdRemote(COMPOSED_BUILD)
    await hydrate(container)
    expect(paragraph()).toBe(sent)
    expect(slot().hasAttribute('data-live')).toBe(false)

    await act(async () => release())
    expect(paragraph()).toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('hydrated')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('renders a build other than the composed one afresh in its place', async () => {
    const container = composedPage()
    const sent = paragraph()
    const release = holdRemote('b42')
    await hydrate(container)
    await act(async () => release())
    expect(paragraph()).not.toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('hydrated')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('keeps the HTML of a remote that never answers, offers a retry after the timeout, and hydrates when it comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const container = composedPage()
    const sent = paragraph()
    fake.getRemote.mockImplementation(() => new Promise(() => undefined))
    const events = await hydrate(container)
    await act(async () => vi.advanceTimersByTime(REMOTE_TIMEOUT_MS))

    expect(screen.getByRole('alert')).toHaveTextContent('Nu am putut încărca întrebările frecvente.')
    expect(paragraph()).toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('failed')
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'remote_error', remote: 'faq', module: 'Faq', reason: 'timeout' }),
    )

    vi.useRealTimers()
    const release = holdRemote(COMPOSED_BUILD)
    release()
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }))
    })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(paragraph()).toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('hydrated')
  })
})
