import { Slot } from '@radix-ui/react-slot'
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'

/*
 * A modal dialog on the platform's <dialog>: showModal() puts it in the top layer and makes the
 * rest of the page inert (the focus stays inside), Escape closes it, and no library ships with it.
 * What the platform leaves to us: focus on the first control, focus given back to what had it
 * when the dialog closes by unmounting, and the page held behind it (index.css).
 */

interface DialogState {
  close: () => void
  titleId: string
  descriptionId: string
}

const DialogContext = createContext<DialogState | null>(null)

function useDialog(): DialogState {
  const state = useContext(DialogContext)
  if (!state) throw new Error('A dialog part is used outside <Dialog>.')
  return state
}

/** Shown while `open`; asks its owner to close it through `onOpenChange(false)`. */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const titleId = useId()
  const descriptionId = useId()
  if (!open) return null
  return (
    <DialogContext value={{ close: () => onOpenChange(false), titleId, descriptionId }}>
      {children}
    </DialogContext>
  )
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

function firstTabbable(dialog: HTMLElement): HTMLElement | null {
  return (
    [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].find(
      (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
    ) ?? null
  )
}

const dialogVariants = cva(
  'm-auto grid max-h-[90dvh] w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60',
  {
    variants: {
      width: {
        wide: 'max-w-2xl',
        /** A question with a few lines of text. */
        narrow: 'max-w-lg',
      },
    },
    defaultVariants: { width: 'wide' },
  },
)

export function DialogContent({
  className,
  width,
  children,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<'dialog'>, 'open'> &
  VariantProps<typeof dialogVariants> & {
    /** Called once the dialog is gone; preventDefault() keeps focus where the handler put it. */
    onCloseAutoFocus?: (event: Event) => void
  }) {
  const { close, titleId, descriptionId } = useDialog()
  const ref = useRef<HTMLDialogElement>(null)
  // Ours open from plain buttons, and a button a dialog replaces is gone: keep what had focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  const latest = useRef({ close, onCloseAutoFocus })
  const unmounting = useRef(false)
  useLayoutEffect(() => {
    latest.current = { close, onCloseAutoFocus }
  })
  useLayoutEffect(() => {
    const dialog = ref.current!
    unmounting.current = false
    dialog.showModal()
    firstTabbable(dialog)?.focus()
    return () => {
      unmounting.current = true
      dialog.close()
      // Once the dialog is gone and the page around it has re-rendered (a control it disabled is
      // enabled again), unless it was only remounted.
      setTimeout(() => {
        if (dialog.open) return
        const event = new Event('closeautofocus', { cancelable: true })
        latest.current.onCloseAutoFocus?.(event)
        if (!event.defaultPrevented && opener instanceof HTMLElement && opener.isConnected) opener.focus()
      })
    }
  }, [opener])
  return (
    <dialog
      ref={ref}
      // Its implicit role, spelled out: checks that select dialogs by role (axe's include) find it.
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The page behind is held while this is in the document (index.css).
      data-dialog-backdrop=""
      className={cn(dialogVariants({ width }), className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // The owner closes it by unmounting, so the closing steps above run once.
        event.preventDefault()
        close()
      }}
      // A close request the keys above did not see (a phone's back gesture): the browser may close it.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClose={() => {
        if (!unmounting.current) latest.current.close()
      }}
      {...props}
    >
      {children}
      <DialogClose
        className="absolute right-3 top-3 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Închide"
      >
        <span aria-hidden="true" className="block text-xl leading-none">
          ×
        </span>
      </DialogClose>
    </dialog>
  )
}

export function DialogClose({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { close } = useDialog()
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      type="button"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) close()
      }}
      {...props}
    />
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 id={useDialog().titleId} className={cn('text-xl font-bold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p id={useDialog().descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />
  )
}
