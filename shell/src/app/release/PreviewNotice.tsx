import { Button } from '../../ui/button'

/** Why a preview link (or a stored preview) changed nothing. */
export function PreviewNotice({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div
      role="status"
      data-preview-notice
      className="flex w-full max-w-2xl items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm shadow-lg"
    >
      <p>{message}</p>
      <Button size="sm" variant="ghost" onClick={onClose}>
        Închide
      </Button>
    </div>
  )
}
