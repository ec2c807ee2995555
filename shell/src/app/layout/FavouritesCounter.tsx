import { useId, useRef } from 'react'
import { formatCount, formatCounted } from '../../lib/format'
import { useShellStore } from '../../store/shell-react'
import { buttonVariants } from '../../ui/button'

function favouritesSummary(count: number): string {
  if (count === 0) return 'Nu ai încă jocuri favorite.'
  if (count === 1) return 'Ai un joc favorit.'
  return `Ai ${formatCounted(count, 'joc favorit', 'jocuri favorite')}.`
}

/** Under its button, at the same right edge; as the site menu's, without anchor positioning near the top. */
const UNDER_TRIGGER =
  'inset-auto m-0 mt-1.5 [position-anchor:--favourites] top-[anchor(bottom)] right-[anchor(right)] [position-try-fallbacks:flip-inline] ' +
  'not-supports-[anchor-name:--favourites]:inset-x-0 not-supports-[anchor-name:--favourites]:top-16 not-supports-[anchor-name:--favourites]:mx-auto'

/**
 * The favourites count, and the one thing the shell does with the list: empty it. A button and a
 * popover, as the site menu: the browser opens and closes it (tap, Enter, Escape, a press outside)
 * before and without the app's JS; emptying the list is the app's, and a tap on it before hydration
 * is kept and replayed (`boot/inline/early-events.ts`).
 */
export function FavouritesCounter() {
  const panelId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const count = useShellStore((state) => state.favourites.length)
  const clearFavourites = useShellStore((state) => state.clearFavourites)

  function clear() {
    clearFavourites()
    panelRef.current?.hidePopover()
    triggerRef.current?.focus()
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={panelId}
        className="flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-sm font-semibold [anchor-name:--favourites] hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&:has(+:popover-open)]:bg-accent"
        data-testid="favourites-count"
        title="Jocuri favorite"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-primary">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.1 1.5-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="sr-only">Favorite:</span>
        <span>{formatCount(count)}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="group"
        aria-label="Jocuri favorite"
        data-testid="favourites-panel"
        className={`${UNDER_TRIGGER} w-64 max-w-[calc(100vw-2rem)] rounded-md border bg-background p-1 text-sm text-foreground shadow-lg`}
      >
        <p className="px-3 py-2 text-muted-foreground">{favouritesSummary(count)}</p>
        <button
          type="button"
          disabled={count === 0}
          onClick={clear}
          className={buttonVariants({
            variant: 'ghost',
            size: null,
            align: 'start',
            className: 'h-10 w-full px-3 py-2 text-sm',
          })}
        >
          Golește lista de favorite
        </button>
      </div>
    </>
  )
}
