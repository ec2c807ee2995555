import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { allGranted, createAppStore, type TrackedEvent } from 'shell/store'
import { AppStoreProvider } from 'shell/store/react'

export interface RenderOptions {
  path?: string
  /**
   * Renders the server's HTML first and hydrates it after this has run: what a visitor does to the
   * page while the app's JavaScript is still loading.
   */
  beforeHydration?: (serverHtml: HTMLElement) => void
}

/** Renders with a fresh store (memory storage, captured analytics) and a router at `path`. */
export function renderWithStore(ui: ReactElement, { path = '/', beforeHydration }: RenderOptions = {}) {
  const events: TrackedEvent[] = []
  const data: Record<string, string> = {}
  const store = createAppStore({
    storage: { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) },
    dataLayer: () => ({ push: (event) => events.push(event) }),
    // A visitor who accepted measurement: the events the remote tracks reach the data layer.
    consent: allGranted,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <AppStoreProvider store={store}>{children}</AppStoreProvider>
    </MemoryRouter>
  )
  const result = beforeHydration ? hydrateServerHtml(ui, beforeHydration, wrapper) : render(ui, { wrapper })
  return { ...result, store, events, storage: data }
}

/**
 * Renders `ui` as the server would, lets `beforeHydration` act on that HTML (the visitor, while the
 * app's JavaScript loads), then hydrates it.
 */
export function hydrateServerHtml(
  ui: ReactElement,
  beforeHydration: (serverHtml: HTMLElement) => void,
  Wrapper: (props: { children: ReactNode }) => ReactNode = ({ children }) => children,
) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>)
  beforeHydration(container)
  return render(ui, { wrapper: Wrapper, container, hydrate: true })
}
