import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useState, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { usePortalContainer } from './portal-container'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const container = usePortalContainer()
  // Radix gives focus back to a DialogTrigger only; ours open from plain buttons, so keep what had it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return
    event.preventDefault()
    opener.focus()
  }
  return (
    <DialogPrimitive.Portal container={container}>
      {/* Not Radix's Overlay: it locks scrolling with a runtime <style> the CSP refuses (index.css locks it). */}
      <div data-dialog-backdrop="" className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg',
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Închide"
        >
          <span aria-hidden="true" className="block text-xl leading-none">
            ×
          </span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold', className)} {...props} />
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
