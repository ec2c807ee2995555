import * as Accordion from '@radix-ui/react-accordion'
import { ChevronIcon } from './ChevronIcon'
import type { FaqItem } from './data'

export interface FaqAccordionProps {
  items: readonly FaqItem[]
  /** Called with the item's id when it opens; never on close. */
  onOpen: (id: string) => void
}

/** One item open at a time; clicking the open one closes it (`collapsible`). */
export function FaqAccordion({ items, onOpen }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      onValueChange={(value) => {
        // Radix reports a close as the empty string.
        if (value) onOpen(value)
      }}
      className="faq-accordion mt-4 overflow-hidden rounded-xl bg-card text-card-foreground shadow-sm"
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          id={`faq-${item.id}`}
          className={index > 0 ? 'border-t border-border' : undefined}
        >
          <Accordion.Header className="m-0 text-base font-semibold">
            <Accordion.Trigger className="group flex w-full cursor-pointer border-0 items-center justify-between gap-4 bg-transparent px-4 py-4 text-left text-base font-semibold text-card-foreground transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5">
              <span className="min-w-0 break-words">{item.question}</span>
              <ChevronIcon className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-content overflow-hidden">
            <p className="m-0 px-4 pb-4 leading-relaxed text-muted-foreground sm:px-5">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
