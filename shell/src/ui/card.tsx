import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)} {...props} />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('text-lg font-semibold leading-tight', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4 pt-0', className)} {...props} />
}

const cardFooterVariants = cva('flex gap-2 p-4 pt-0', {
  variants: {
    direction: {
      row: 'items-center',
      /** Actions one under another, each as wide as the card. */
      column: 'flex-col items-stretch',
    },
  },
  defaultVariants: { direction: 'row' },
})

export function CardFooter({
  className,
  direction,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardFooterVariants>) {
  return <div className={cn(cardFooterVariants({ direction }), className)} {...props} />
}
