// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageReleases } from '../../release/page-builds'
import { previewLinkMessages } from '../../release/preview-link'
import { testRecord, shellOrigin } from '../../test/release-records'
import { previewNotices, previewView } from './preview-view'

const fallback = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}
const page = (preview: { remote: string; build: string } | null = null, record = testRecord()) =>
  pageReleases(record, fallback, { visitorId: '', preview, pageOrigin: shellOrigin })

describe('previewView', () => {
  it('shows nothing on an ordinary page', () => {
    expect(previewView(page(), null, null, shellOrigin)).toEqual({
      active: null,
      proposal: null,
      notice: null,
    })
  })

  it('asks about a listed candidate, and not about the one already previewed', () => {
    expect(previewView(page(), '?previzualizare=faq@b42', null, shellOrigin).proposal).toEqual({
      remote: 'faq',
      build: 'b42',
    })
    const previewing = page({ remote: 'faq', build: 'b42' })
    expect(previewView(previewing, '?previzualizare=faq@b42', null, shellOrigin)).toEqual({
      active: { remote: 'faq', build: 'b42' },
      proposal: null,
      notice: null,
    })
  })

  it.each([
    ['?previzualizare=faq@b44', previewLinkMessages.unlisted],
    ['?previzualizare=faq@b39', previewLinkMessages.unlisted],
    ['?previzualizare=faq@https://evil.example/e.js', previewLinkMessages.malformed],
    ['?previzualizare=faq@b42&previzualizare=faq@b43', previewLinkMessages.repeated],
  ])('refuses %s with the reason, asking nothing', (query, reason) => {
    expect(previewView(page(), query, null, shellOrigin)).toEqual({
      active: null,
      proposal: null,
      notice: reason,
    })
  })

  it('says a link cannot be used when the record could not be read', () => {
    const noRecord = pageReleases(null, fallback, { visitorId: '', preview: null, pageOrigin: shellOrigin })
    expect(previewView(noRecord, '?previzualizare=faq@b42', null, shellOrigin).notice).toBe(
      previewNotices.noRecord,
    )
  })

  it('says a stored preview ended when the page no longer loads it (blocked since)', () => {
    const stored = { remote: 'faq' as const, build: 'b42' }
    const blocked = page(stored, testRecord({ blocked: ['b42'] }))
    expect(previewView(blocked, null, stored, shellOrigin)).toEqual({
      active: null,
      proposal: null,
      notice: previewNotices.ended(stored),
    })
  })
})
