import { cn } from 'shell/lib/cn'
import { ChevronIcon } from './ChevronIcon'
import type { FaqItem } from './data'
import { useOpenReport } from './use-open-report'

export interface FaqDisclosureProps {
  item: FaqItem
  /** The `name` every item of the list shares: the browser keeps one of them open at a time. */
  group: string
  /** Called with the item's id when it opens; never on close. */
  onOpen: (id: string) => void
  className?: string
}

/** One question and its answer, as a native `<details>`: it opens and closes without the app's JS. */
export function FaqDisclosure({ item, group, onOpen, className }: FaqDisclosureProps) {
  const { ref, onToggle } = useOpenReport(() => onOpen(item.id))
  return (
    <details
      ref={ref}
      name={group}
      id={`faq-${item.id}`}
      className={cn('faq-item group/faq-item', className)}
      onToggle={onToggle}
      // `open` belongs to the visitor, never to React: an item opened before hydration keeps its
      // attribute, which the server's HTML did not have.
      suppressHydrationWarning
    >
      <summary className="flex cursor-pointer items-center justify-between gap-4 px-4 py-4 text-card-foreground transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5 [&::-webkit-details-marker]:hidden">
        <h3 className="m-0 min-w-0 break-words text-base font-semibold">{item.question}</h3>
        <ChevronIcon className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open/faq-item:rotate-180 motion-reduce:transition-none" />
      </summary>
      <p className="m-0 px-4 pb-4 leading-relaxed text-muted-foreground sm:px-5">{item.answer}</p>
    </details>
  )
}
