import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/**
 * A link to another site, opened in a new tab: screen readers are told so, and the page it opens
 * gets no handle on this one.
 */
export function ExternalLink({ className, children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a
      className={cn(
        'rounded-sm underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    >
      {children}
      <span className="sr-only"> (se deschide într-o filă nouă)</span>
    </a>
  )
}
