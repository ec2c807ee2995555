import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { formatCount, formatCounted } from '../../lib/format'
import { useShellStore } from '../../store/shell-react'

function favouritesSummary(count: number): string {
  if (count === 0) return 'Nu ai încă jocuri favorite.'
  if (count === 1) return 'Ai un joc favorit.'
  return `Ai ${formatCounted(count, 'joc favorit', 'jocuri favorite')}.`
}

/** The favourites count, and the one thing the shell does with the list: empty it. */
export function FavouritesCounter() {
  const count = useShellStore((state) => state.favourites.length)
  const clearFavourites = useShellStore((state) => state.clearFavourites)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="favourites-count"
        title="Jocuri favorite"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-primary">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.1 1.5-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="sr-only">Favorite:</span>
        <span>{formatCount(count)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border bg-background p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-muted-foreground">
            {favouritesSummary(count)}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            disabled={count === 0}
            onSelect={clearFavourites}
            className="cursor-pointer rounded px-3 py-2 font-medium outline-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
          >
            Golește lista de favorite
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
