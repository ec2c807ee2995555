import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FaqProps } from '../contract'
import { allGranted, createAppStore, type TrackedEvent } from '../store'
import { COMPATIBLE_META } from '../test/shell-meta'
import { SlotTestApp, freshSlotPage } from '../test/slot-app'
import {
  COMPOSITION_ELEMENT_ID,
  readCompositionRecord,
  slotsOfAppHtml,
  type CompositionRecord,
} from '../page-format/composition-record'
import { HYDRATION_ATTRIBUTE } from './live'
import { IDLE_FALLBACK_MS } from './hydration-cue'
import { createRemoteLoader, REMOTE_TIMEOUT_MS, type RemoteLoader } from './load-remote'
import { RemoteSlot } from './RemoteSlot'

const federation = vi.hoisted(async () =>
  (await import('../test/fake-federation-runtime')).createFakeFederation(),
)
vi.mock('../federation/plugin/runtime', async () => (await federation).module)

const ENTRY = 'https://faq.example.ro/assets/remoteEntry.js'
const COMPOSED_BUILD = 'b41'
let fake: Awaited<typeof federation>
let root: Root | undefined
/** The page's loader and the record it was composed from, as its session holds them. */
let loader: RemoteLoader
let composition: CompositionRecord | null = null

function Faq({ topic }: FaqProps) {
  return <p>Întrebări despre {topic}</p>
}

function app(events: TrackedEvent[], pageLoader: RemoteLoader = loader) {
  const store = createAppStore({
    storage: { getItem: () => null, setItem: () => undefined },
    dataLayer: () => ({ push: (event) => events.push(event) }),
    consent: allGranted,
  })
  return (
    <SlotTestApp store={store} loader={pageLoader} composition={composition}>
      <RemoteSlot remote="faq" module="Faq" props={{ topic: 'home' }} label="întrebările frecvente" />
    </SlotTestApp>
  )
}

/** The record compose writes for `/` from its rendered HTML and the releases it composed with. */
function recordOf(html: string, remotes: CompositionRecord['remotes']): CompositionRecord {
  return { kind: 'page', path: '/', query: '', ...slotsOfAppHtml(html), remotes }
}

/** The page as the compose step writes it: the slot's HTML and the record of the build it came from. */
function composedPage() {
  const composeStep = createRemoteLoader()
  composeStep.provideExposed('faq', 'Faq', { default: Faq as never })
  // The compose step renders with no record: it is writing one.
  composition = null
  const html = renderToString(app([], composeStep))
  const record = recordOf(html, { faq: { entry: ENTRY, buildId: COMPOSED_BUILD } })
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${COMPOSITION_ELEMENT_ID}">${JSON.stringify(record)}</script>`
  composition = readCompositionRecord(document)
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

/** jsdom has no idle periods: the slot's cue is the fallback timer, moved on by the fake clock. */
async function untilIdle() {
  await act(async () => vi.advanceTimersByTime(IDLE_FALLBACK_MS))
}
const paragraph = () => screen.getByText('Întrebări despre home')

beforeAll(async () => {
  fake = await federation
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  loader = freshSlotPage(fake, ENTRY)
  vi.spyOn(console, 'error')
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a composed slot (RemoteSlot)', () => {
  it("keeps the server's HTML while its remote loads, then hydrates the same nodes", async () => {
    const container = composedPage()
    const sent = paragraph()
    const release = holdRemote(COMPOSED_BUILD)
    const events = await hydrate(container)
    expect(slot().getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle')
    expect(fake.getRemote).not.toHaveBeenCalled()
    await untilIdle()
    expect(slot().getAttribute(HYDRATION_ATTRIBUTE)).toBe('idle')
    expect(paragraph()).toBe(sent)
    expect(slot().hasAttribute('data-live')).toBe(false)
    expect(events.filter((event) => event.event === 'remote_live')).toEqual([])

    vi.spyOn(performance, 'now').mockReturnValue(1234.6)
    await act(async () => release())
    expect(paragraph()).toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('hydrated')
    expect(console.error).not.toHaveBeenCalled()
    // Its time until live, from the navigation's start, once.
    expect(events.filter((event) => event.event === 'remote_live')).toEqual([
      expect.objectContaining({ event: 'remote_live', remote: 'faq', module: 'Faq', ms: 1235 }),
    ])
  })

  it('renders a build other than the composed one afresh in its place', async () => {
    const container = composedPage()
    const sent = paragraph()
    const release = holdRemote('b42')
    const events = await hydrate(container)
    await untilIdle()
    await act(async () => release())
    expect(paragraph()).not.toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('hydrated')
    // A canary's slot is of the first view too: its time until live is the canary's.
    expect(events.filter((event) => event.event === 'remote_live')).toHaveLength(1)
    expect(console.error).not.toHaveBeenCalled()
  })

  it('keeps the HTML of a remote that never answers, offers a retry after the timeout, and hydrates when it comes', async () => {
    const container = composedPage()
    const sent = paragraph()
    fake.getRemote.mockImplementation(() => new Promise(() => undefined))
    const events = await hydrate(container)
    await untilIdle()
    await act(async () => vi.advanceTimersByTime(REMOTE_TIMEOUT_MS))

    expect(screen.getByRole('alert')).toHaveTextContent('Nu am putut încărca întrebările frecvente.')
    expect(paragraph()).toBe(sent)
    expect(slot().getAttribute('data-live')).toBe('failed')
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'remote_error', remote: 'faq', module: 'Faq', reason: 'timeout' }),
    )
    expect(events.filter((event) => event.event === 'remote_live')).toEqual([])

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

describe('a composed slot of a module with no handlers (GameCount)', () => {
  function GameCount() {
    return <span>46 de jocuri</span>
  }
  /** The page composed from the catalogue's build `composedBuild`, then hydrated by this page's loader. */
  async function countPage(composedBuild: string) {
    const count = () => (
      <RemoteSlot remote="categories" module="GameCount" props={{}} label="numărul" inline />
    )
    const store = createAppStore({ storage: { getItem: () => null, setItem: () => undefined } })
    const composeStep = createRemoteLoader()
    composeStep.provideExposed('categories', 'GameCount', { default: GameCount as never })
    const html = renderToString(
      <SlotTestApp store={store} loader={composeStep} composition={null}>
        {count()}
      </SlotTestApp>,
    )
    const record = recordOf(html, { categories: { entry: ENTRY, buildId: composedBuild } })
    document.body.innerHTML = `<div id="root">${html}</div>`
    await act(async () => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <SlotTestApp store={store} loader={loader} composition={record}>
          {count()}
        </SlotTestApp>,
      )
    })
    fake.getRemote.mockImplementation(async (_scope, exposed) =>
      exposed === './meta'
        ? { remoteMeta: { ...COMPATIBLE_META, buildId: 'categories-1' } }
        : { default: GameCount },
    )
    return document.querySelector('[data-slot="categories/GameCount"]')!
  }

  it("stays the server's HTML, its code never requested, when the page loads the build it came from", async () => {
    // The page's loader loads `categories-1` (freshSlotPage's stable build).
    const slot = await countPage('categories-1')
    await act(async () => vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10))
    expect(slot.getAttribute('data-live')).toBe('static')
    expect(fake.getRemote).not.toHaveBeenCalled()
  })

  it("loads its code at its cue when the page loads another build: a canary's visitor sees the canary's count", async () => {
    const slot = await countPage('categories-0')
    expect(slot.hasAttribute('data-live')).toBe(false)
    await act(async () => vi.advanceTimersByTime(IDLE_FALLBACK_MS))
    expect(slot.getAttribute(HYDRATION_ATTRIBUTE)).toBe('idle')
    await vi.waitFor(() => expect(slot.getAttribute('data-live')).toBe('hydrated'))
    expect(fake.getRemote).toHaveBeenCalled()
  })
})
