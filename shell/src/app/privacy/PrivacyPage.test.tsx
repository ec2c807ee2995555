import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  CLIENT_COUNTS,
  COLLECTOR_PATH,
  DEFAULT_RETENTION_DAYS,
  NEVER_STORED,
  storedColumns,
} from '../../privacy/collection'
import { analyticsEvents } from '../../privacy/event-registry'
import { storageDefinitions } from '../../privacy/storage-registry'
import { createAppStore } from '../../store'
import { ShellStoreProvider } from '../../store/shell-react'
import { PageViewLogProvider } from '../page-view'
import { PrivacyPage } from './PrivacyPage'

function renderPage(operator = { name: 'Exemplu SRL', contact: 'confidentialitate@exemplu.ro' }) {
  return render(
    <MemoryRouter>
      <ShellStoreProvider store={createAppStore({ dataLayer: () => ({ push: () => 0 }) })}>
        <PageViewLogProvider>
          <PrivacyPage operator={operator} />
        </PageViewLogProvider>
      </ShellStoreProvider>
    </MemoryRouter>,
  )
}

describe('the privacy page', () => {
  it('lists every key of the storage registry with where, why, how long and whether it needs consent', () => {
    const { container } = renderPage()
    for (const definition of storageDefinitions) {
      const item = container.querySelector(`[data-storage-key="${definition.key}"]`)
      expect(item, definition.key).not.toBeNull()
      expect(item!.textContent).toContain(definition.area)
      expect(item!.textContent).toContain(definition.purpose)
      expect(item!.textContent).toContain(definition.keptFor)
      expect(item!.textContent).toMatch(definition.consent ? /Da: „/ : /Nu: /)
    }
  })

  it('lists every analytics event with each of its fields', () => {
    const { container } = renderPage()
    for (const [name, definition] of Object.entries(analyticsEvents)) {
      const item = container.querySelector(`[data-event="${name}"]`)
      for (const field of Object.keys(definition.fields)) expect(item!.textContent, name).toContain(field)
    }
  })

  it('names the collector, what it stores with each event, for how long, and what it never keeps', () => {
    const { container } = renderPage()
    const collection = container.querySelector('[data-collection]')!.textContent!
    expect(collection).toContain(COLLECTOR_PATH)
    expect(collection).toContain(`${DEFAULT_RETENTION_DAYS} de zile`)
    for (const column of Object.keys(storedColumns)) expect(collection, column).toContain(column)
    expect(collection).toContain(NEVER_STORED)
    expect(NEVER_STORED).toMatch(/adresa IP/)
    expect(NEVER_STORED).toMatch(/identificator al vizitatorului/)
    expect(collection).toContain(CLIENT_COUNTS)
    expect(CLIENT_COUNTS).toMatch(/doar în memorie/)
  })

  it("says a page view's address keeps only the parameters its page reads", () => {
    const { container } = renderPage()
    const pageView = container.querySelector('[data-event="page_view"]')!.textContent!
    expect(pageView).toContain(analyticsEvents.page_view.fields.location)
    expect(analyticsEvents.page_view.fields.location).toMatch(/doar parametrii pe care pagina îi folosește/)
    expect(analyticsEvents.page_view.fields.location).toMatch(/gclid/)
  })

  it('names the operator from the deployment settings, and says so; an unset one is said to be unset', () => {
    renderPage()
    expect(screen.getByText('Exemplu SRL')).toBeInTheDocument()
    expect(screen.getByText(/setările de implementare/)).toHaveTextContent('OPERATOR_NAME')
    renderPage({ name: null, contact: null } as never)
    expect(screen.getAllByText('necompletat în setările acestei implementări')).toHaveLength(2)
  })
})
