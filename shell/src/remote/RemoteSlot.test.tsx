import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FaqProps } from '../contract'
import { remoteApps } from '../federation/apps'
import { allGranted, createAppStore } from '../store'
import type { TrackedEvent } from '../store/analytics-slice'
import { SlotTestApp, freshSlotPage } from '../test/slot-app'
import { REMOTE_TIMEOUT_MS, type RemoteLoader } from './load-remote'
import { LOADING_TEXT, RemoteSlot } from './RemoteSlot'

const federation = vi.hoisted(async () =>
  (await import('../test/fake-federation-runtime')).createFakeFederation(),
)
vi.mock('../federation/plugin/runtime', async () => (await federation).module)

const FAQ = remoteApps.faq.scope
const ENTRY = 'https://faq.example.ro/assets/remoteEntry.js'
/** The page runs the FAQ's canary: a failure names that build. */
const CANARY = { build: 'b42', source: 'canary' } as const
const failureEvent = (reason: string) => ({
  event: 'remote_error',
  remote: 'faq',
  module: 'Faq',
  reason,
  builds: { faq: CANARY },
  ...CANARY,
})
let fake: Awaited<typeof federation>
/** The page's loader: each test starts with nothing loaded from the FAQ remote. */
let loader: RemoteLoader

/** The remote's component: shows its props, and what it reads from the store it was given. */
function Faq({ topic, store }: FaqProps) {
  return (
    <p>
      Întrebări despre {topic}; {store.getState().favourites.length} favorite
    </p>
  )
}

/** The shell's store, holding two favourites: a remote given any other store would count none. */
function renderSlot() {
  const events: TrackedEvent[] = []
  const stored: Record<string, string> = { favourites: '["book-of-ra","starburst"]' }
  const store = createAppStore({
    storage: { getItem: (key) => stored[key] ?? null, setItem: (key, value) => void (stored[key] = value) },
    dataLayer: () => ({ push: (event) => events.push(event) }),
    eventStamp: { builds: { faq: CANARY } },
    consent: allGranted,
  })
  const view = render(
    <SlotTestApp store={store} loader={loader}>
      <RemoteSlot
        remote="faq"
        module="Faq"
        props={{ topic: 'home' }}
        label="întrebările frecvente"
        onSettled={<span data-testid="settled" />}
      />
    </SlotTestApp>,
  )
  return { store, events, unmount: view.unmount }
}

const failure = () => screen.getByRole('alert')

beforeAll(async () => {
  fake = await federation
})

beforeEach(() => {
  loader = freshSlotPage(fake, ENTRY)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('RemoteSlot', () => {
  it("shows Loading..., then the remote's component with its props and the shell's store", async () => {
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    const { events } = renderSlot()
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument()
    expect(await screen.findByText('Întrebări despre home; 2 favorite')).toBeInTheDocument()
    expect(screen.getByTestId('settled')).toBeInTheDocument()
    // Not a slot of the page's first view (a client navigation's): no time until live to tell.
    expect(events.filter((event) => event.event === 'remote_live')).toEqual([])
  })

  it("gives the remote the store's surface: no setState, none of the shell's own state", async () => {
    const given = vi.fn<(store: FaqProps['store']) => void>()
    function Inspecting(props: FaqProps) {
      given(props.store)
      return <Faq {...props} />
    }
    fake.serve({ [`${FAQ}/Faq`]: { default: Inspecting } })
    const { store } = renderSlot()
    await screen.findByText('Întrebări despre home; 2 favorite')
    const received = given.mock.lastCall?.[0]
    expect(received).not.toHaveProperty('setState')
    expect(received?.getState()).not.toHaveProperty('themePreference')
    act(() => received!.getState().toggleFavourite('starburst'))
    expect(store.getState().favourites).toEqual(['book-of-ra'])
  })

  it('renders a module loaded before at once, without Loading...', async () => {
    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    const first = renderSlot()
    await screen.findByText(/Întrebări despre home/)
    first.unmount()
    renderSlot()
    expect(screen.queryByText(LOADING_TEXT)).toBeNull()
    expect(screen.getByText(/Întrebări despre home/)).toBeInTheDocument()
  })

  it('shows a Romanian message in its place when the remote is unreachable, and reports it', async () => {
    fake.getRemote.mockRejectedValue(new TypeError('Failed to fetch'))
    const { events } = renderSlot()
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca întrebările frecvente.')
    expect(failure()).toHaveAttribute('data-remote-failure', 'unreachable')
    expect(failure()).toHaveTextContent('Verifică conexiunea la internet')
    expect(screen.getByTestId('settled')).toBeInTheDocument()
    expect(events).toEqual([failureEvent('unreachable')])
  })

  it('reports a component that throws while rendering as a render failure', async () => {
    fake.serve({
      [`${FAQ}/Faq`]: {
        default: () => {
          throw new Error('bad release')
        },
      },
    })
    const { events } = renderSlot()
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-failure', 'render')
    expect(events).toEqual([failureEvent('render')])
  })

  it('heals on Reîncearcă: a fresh entry is fetched and the component shows', async () => {
    fake.getRemote.mockRejectedValue(new TypeError('Failed to fetch'))
    renderSlot()
    await screen.findByRole('alert')
    const attemptBefore = Number(new URL(await fake.entryUrl(FAQ)).searchParams.get('attempt'))

    fake.serve({ [`${FAQ}/Faq`]: { default: Faq } })
    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }))
    expect(await screen.findByText(/Întrebări despre home/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(Number(new URL(await fake.entryUrl(FAQ)).searchParams.get('attempt'))).toBe(attemptBefore + 1)
  })

  it('gives up on a stalled remote after exactly REMOTE_TIMEOUT_MS, with the timeout advice', async () => {
    vi.useFakeTimers()
    fake.getRemote.mockImplementation(() => new Promise(() => undefined))
    renderSlot()
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1))
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(failure()).toHaveAttribute('data-remote-failure', 'timeout')
    expect(failure()).toHaveTextContent('Răspunsul întârzie.')
  })
})
