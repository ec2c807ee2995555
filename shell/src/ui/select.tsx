import type { VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { fieldVariants } from './input'

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & VariantProps<typeof fieldVariants>

/** The native drop-down: the platform's own list on every device, keyboard and screen reader included. */
export function Select({ className, size, width, ...props }: SelectProps) {
  return <select className={cn(fieldVariants({ size, width }), className)} {...props} />
}
