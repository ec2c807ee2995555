import { Button } from 'shell/ui/button'
import { DialogClose, DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'

/** Asked once per visit; the answer lives in the shell's store, so every card and page shares it. */
export function AgeGate({ onConfirm }: { onConfirm: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Ai peste 18 ani?</DialogTitle>
        <DialogDescription>
          Jocurile de noroc sunt permise doar persoanelor care au împlinit 18 ani. Confirmarea rămâne valabilă
          până reîncarci sau închizi pagina.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={onConfirm}>
          Am peste 18 ani
        </Button>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Nu am împlinit 18 ani
          </Button>
        </DialogClose>
      </div>
    </>
  )
}
