import { useEffect, useState } from 'react'
import { Button } from '../../ui/button'
import { PreviewBanner } from './PreviewBanner'
import { PreviewDialog } from './PreviewDialog'
import { PreviewNotice } from './PreviewNotice'
import { previewNotices, previewView, type PreviewView } from './preview-view'
import { useReleaseSession } from './release-session'
import { reloadPage } from './reload-page'

const NOTHING: PreviewView = { active: null, proposal: null, notice: null }

/** The stored preview (and zod, which checks it) is loaded with the page's releases, not with the app. */
const loadPreviewState = () => import('../../release/preview-state')

/**
 * The preview's banner, its question and its notices. Nothing of it is in the composed HTML: it
 * appears once the page has read its record, fixed at the bottom so the page does not move.
 */
export function ReleaseControls() {
  const session = useReleaseSession()
  const [view, setView] = useState<PreviewView>(NOTHING)

  useEffect(() => {
    if (!session) return
    let current = true
    const { releases, proposal } = session
    void Promise.all([releases, loadPreviewState()]).then(
      ([page, { readPreviewChoice, clearPreviewChoice }]) => {
        if (!current) return
        const stored = readPreviewChoice()
        const next = previewView(page, proposal.pending(), stored, window.location.origin)
        // A stored preview the page no longer loads (blocked, delisted) is forgotten once said.
        if (stored && !next.active) clearPreviewChoice()
        if (!next.proposal) proposal.answer()
        setView(next)
      },
    )
    return () => {
      current = false
    }
  }, [session])

  const { active, proposal, notice } = view
  if (!active && !proposal && !notice) return null
  return (
    <aside
      aria-label="Previzualizare"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3 [&>*]:pointer-events-auto"
    >
      {notice ? <PreviewNotice message={notice} onClose={() => setView({ ...view, notice: null })} /> : null}
      {active ? (
        <PreviewBanner
          choice={active}
          exit={
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void loadPreviewState().then(({ clearPreviewChoice }) => {
                  clearPreviewChoice()
                  reloadPage()
                })
              }
            >
              Ieși din previzualizare
            </Button>
          }
        />
      ) : null}
      {proposal ? (
        <PreviewDialog
          choice={proposal}
          onConfirm={() => {
            session?.proposal.answer()
            void loadPreviewState().then(({ savePreviewChoice }) => {
              if (savePreviewChoice(proposal)) reloadPage()
              else setView({ ...view, proposal: null, notice: previewNotices.notSaved })
            })
          }}
          onCancel={() => {
            session?.proposal.answer()
            setView({ ...view, proposal: null })
          }}
        />
      ) : null}
    </aside>
  )
}
