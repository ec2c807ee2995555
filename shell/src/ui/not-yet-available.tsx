import type { ReactNode } from 'react'

/**
 * What a remote shows for a page or topic it does not know yet — a shell deployed ahead of it may
 * name a category added after its build. Every remote says so the same way, in place, and never
 * throws: the rest of the page keeps working.
 */
export function NotYetAvailable({
  title,
  titleLevel,
  children,
}: {
  title: string
  /** h1 when the notice is the whole page, h2 when it stands for one section of it. */
  titleLevel: 1 | 2
  children: ReactNode
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  return (
    <div data-not-yet-available="" className="rounded-xl border bg-card p-6 text-card-foreground">
      <Title className={titleLevel === 1 ? 'text-3xl font-bold' : 'text-2xl font-bold'}>{title}</Title>
      <p className="mt-2 text-muted-foreground">{children}</p>
    </div>
  )
}
