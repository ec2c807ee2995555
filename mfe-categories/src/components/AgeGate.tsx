import { AGE } from 'shell/lib/responsible-gambling'
import { Button } from 'shell/ui/button'
import { DialogClose, DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'

/** Asked once per visit; the answer lives in the shell's store, so every card and page shares it. */
export function AgeGate({ onConfirm }: { onConfirm: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{AGE.question}</DialogTitle>
        <DialogDescription>
          {AGE.rule} Confirmarea rămâne valabilă până reîncarci sau închizi pagina.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={onConfirm}>
          {AGE.confirm}
        </Button>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {AGE.decline}
          </Button>
        </DialogClose>
      </div>
    </>
  )
}
