import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageReleases } from '../../release/page-builds'
import { previewLinkMessages } from '../../release/preview-link'
import { readPreviewChoice, savePreviewChoice } from '../../release/preview-state'
import { testRecord } from '../../test/release-records'
import { takePreviewProposal } from './preview-proposal'
import { ReleaseControls } from './ReleaseControls'
import { ReleaseSessionProvider } from './release-session'
import { reloadPage } from './reload-page'

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }))

const fallback = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}

/** Boots the page as the page session does: the address read, the record resolved with this tab's state. */
function openPage(address: string) {
  window.history.replaceState(null, '', address)
  const proposal = takePreviewProposal()
  const releases = pageReleases(testRecord(), fallback, {
    visitorId: '',
    preview: readPreviewChoice(),
    pageOrigin: window.location.origin,
  })
  return render(
    <ReleaseSessionProvider value={{ releases: Promise.resolve(releases), proposal }}>
      <ReleaseControls />
    </ReleaseSessionProvider>,
  )
}

beforeEach(() => vi.mocked(reloadPage).mockClear())
afterEach(() => {
  window.sessionStorage.clear()
})

describe('ReleaseControls', () => {
  it('asks before previewing; yes stores the choice for this tab and reloads', async () => {
    openPage('/?previzualizare=faq@b42')
    const dialog = await screen.findByRole('dialog', { name: 'Previzualizezi faq@b42 în acest browser?' })
    expect(readPreviewChoice()).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, previzualizează' }))
    expect(readPreviewChoice()).toEqual({ remote: 'faq', build: 'b42' })
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('changes nothing when the visitor says no', async () => {
    openPage('/?previzualizare=faq@b42')
    await userEvent.click(await screen.findByRole('button', { name: 'Nu, rămân pe versiunea publică' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(readPreviewChoice()).toBeNull()
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('says why a link changes nothing, and asks nothing', async () => {
    openPage('/?previzualizare=faq@b44')
    expect(await screen.findByRole('status')).toHaveTextContent(previewLinkMessages.unlisted)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the previewed build while it lasts, and the way out to stable', async () => {
    savePreviewChoice({ remote: 'faq', build: 'b43' })
    openPage('/')
    const banner = await screen.findByRole('complementary', { name: 'Previzualizare' })
    expect(banner).toHaveTextContent('Previzualizezi faq@b43 în acest browser.')
    await userEvent.click(within(banner).getByRole('button', { name: 'Ieși din previzualizare' }))
    expect(readPreviewChoice()).toBeNull()
    expect(reloadPage).toHaveBeenCalledOnce()
  })
})
