import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/** The look every form field shares: the text box here, the drop-down in select.tsx. */
export const fieldVariants = cva(
  'h-10 rounded-md border border-input bg-background px-3 text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      size: {
        default: 'text-sm',
        lg: 'text-base',
      },
      width: {
        full: 'w-full',
        /** As wide as its longest option: a short choice beside others. */
        auto: 'w-auto',
      },
    },
    defaultVariants: { size: 'default', width: 'full' },
  },
)

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof fieldVariants>

export function Input({ className, size, width, ...props }: InputProps) {
  return <input className={cn(fieldVariants({ size, width }), className)} {...props} />
}
