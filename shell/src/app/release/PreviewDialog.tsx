import type { PreviewChoice } from '../../release/preview-state'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog'

/** A link only proposes a preview: nothing changes until the visitor says yes here. */
export function PreviewDialog({
  choice,
  onConfirm,
  onCancel,
}: {
  choice: PreviewChoice
  onConfirm: () => void
  onCancel: () => void
}) {
  const name = `${choice.remote}@${choice.build}`
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>Previzualizezi {name} în acest browser?</DialogTitle>
          <DialogDescription>
            Doar acest tab va încărca versiunea {choice.build} a aplicației {choice.remote} în locul celei
            publice, până ieși din previzualizare sau trec 8 ore. Ceilalți vizitatori nu sunt afectați.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Nu, rămân pe versiunea publică
          </Button>
          <Button onClick={onConfirm}>Da, previzualizează</Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
