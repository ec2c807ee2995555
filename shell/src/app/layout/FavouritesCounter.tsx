import { formatCount } from '../../lib/format'
import { useAppStore } from '../../store/react'

export function FavouritesCounter() {
  const count = useAppStore((state) => state.favourites.length)
  return (
    <p
      className="flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-sm font-semibold"
      data-testid="favourites-count"
      title="Jocuri favorite"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-primary">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.1 1.5-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="sr-only">Favorite:</span>
      <span>{formatCount(count)}</span>
    </p>
  )
}
