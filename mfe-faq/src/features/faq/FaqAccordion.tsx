import type { FaqItem } from './data'
import { FaqDisclosure } from './FaqDisclosure'

export interface FaqAccordionProps {
  /** Unique in the page: the `name` that makes its items one group. */
  group: string
  items: readonly FaqItem[]
  /** Called with the item's id when it opens; never on close. */
  onOpen: (id: string) => void
}

/**
 * Native `<details>` sharing one `name`: the browser keeps one item open at a time, closes the open
 * one on a second click, and opens the item that find-in-page finds text in, before the app's JS
 * has loaded and without it. Closed answers stay in the HTML, for crawlers and find-in-page.
 */
export function FaqAccordion({ group, items, onOpen }: FaqAccordionProps) {
  return (
    <div className="faq-accordion mt-4 overflow-hidden rounded-xl bg-card text-card-foreground shadow-sm">
      {items.map((item, index) => (
        <FaqDisclosure
          key={item.id}
          item={item}
          group={group}
          onOpen={onOpen}
          className={index > 0 ? 'border-t border-border' : undefined}
        />
      ))}
    </div>
  )
}
