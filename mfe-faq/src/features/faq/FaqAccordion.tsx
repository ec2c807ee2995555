import * as Accordion from '@radix-ui/react-accordion'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { ChevronIcon } from './ChevronIcon'
import type { FaqItem } from './data'
import { HiddenUntilFound } from './HiddenUntilFound'

export interface FaqAccordionProps {
  items: readonly FaqItem[]
  /** Called with the item's id when it opens; never on close. */
  onOpen: (id: string) => void
}

/**
 * One item open at a time; clicking the open one closes it (`collapsible`). A closed item's answer
 * stays in the page, `hidden="until-found"`: in the composed HTML for crawlers, and found by the
 * browser's find-in-page, which opens its item.
 */
export function FaqAccordion({ items, onOpen }: FaqAccordionProps) {
  const [openId, setOpenId] = useState('')
  // A closed item's content is empty: it exists only so that opening can animate, and Radix measures
  // it as it mounts, a forced layout each. So it mounts when a visitor points at or focuses its item,
  // just before a click or a key can open it, and not with the page. Until then the trigger's
  // `aria-controls` names no element, which ARIA allows while `aria-expanded` is false.
  const [approachedIds, setApproachedIds] = useState<ReadonlySet<string>>(() => new Set())
  const approach = (id: string) => setApproachedIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id)))
  const rootRef = useRef<HTMLDivElement>(null)
  const open = (id: string) => {
    setOpenId(id)
    // Radix reports a close as the empty string.
    if (id) onOpen(id)
  }
  const openFound = useEffectEvent((event: Event) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-answer-of]')?.dataset.answerOf
    if (id) open(id)
  })

  useEffect(() => {
    const root = rootRef.current
    const onBeforeMatch = (event: Event) => openFound(event)
    root?.addEventListener('beforematch', onBeforeMatch)
    return () => root?.removeEventListener('beforematch', onBeforeMatch)
  }, [])

  return (
    <Accordion.Root
      ref={rootRef}
      type="single"
      collapsible
      value={openId}
      onValueChange={open}
      className="faq-accordion mt-4 overflow-hidden rounded-xl bg-card text-card-foreground shadow-sm"
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          id={`faq-${item.id}`}
          className={index > 0 ? 'border-t border-border' : undefined}
          onPointerEnter={() => approach(item.id)}
          onFocus={() => approach(item.id)}
        >
          <Accordion.Header className="m-0 text-base font-semibold">
            <Accordion.Trigger className="group flex w-full cursor-pointer border-0 items-center justify-between gap-4 bg-transparent px-4 py-4 text-left text-base font-semibold text-card-foreground transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5">
              <span className="min-w-0 break-words">{item.question}</span>
              <ChevronIcon className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Accordion.Trigger>
          </Accordion.Header>
          {approachedIds.has(item.id) || openId === item.id ? (
            <Accordion.Content className="faq-content overflow-hidden">
              <p className={answerClass}>{item.answer}</p>
            </Accordion.Content>
          ) : null}
          {openId === item.id ? null : (
            <HiddenUntilFound data-answer-of={item.id} className={answerClass} text={item.answer} />
          )}
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

const answerClass = 'm-0 px-4 pb-4 leading-relaxed text-muted-foreground sm:px-5'
