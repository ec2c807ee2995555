import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { createAppStore, type TrackedEvent } from 'shell/store'
import { AppStoreProvider } from 'shell/store/react'

/** Renders with a fresh store (memory storage, captured analytics) and a router at `path`. */
export function renderWithStore(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const events: TrackedEvent[] = []
  const data: Record<string, string> = {}
  const store = createAppStore({
    storage: { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) },
    dataLayer: () => ({ push: (event) => events.push(event) }),
  })
  const result = render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[path]}>
        <AppStoreProvider store={store}>{children}</AppStoreProvider>
      </MemoryRouter>
    ),
  })
  return { ...result, store, events, storage: data }
}
