import type { ReactNode } from 'react'
import type { PreviewChoice } from '../../release/preview-state'

/** Always in view while this tab previews a build: which one, and the way out. */
export function PreviewBanner({ choice, exit }: { choice: PreviewChoice; exit: ReactNode }) {
  return (
    <div
      data-preview-banner={`${choice.remote}@${choice.build}`}
      className="flex w-full max-w-2xl flex-wrap items-center justify-between gap-3 rounded-xl border border-primary bg-background px-4 py-3 text-sm shadow-lg"
    >
      <p>
        Previzualizezi{' '}
        <strong>
          {choice.remote}@{choice.build}
        </strong>{' '}
        în acest browser. Vizitatorii văd versiunea publică.
      </p>
      {exit}
    </div>
  )
}
