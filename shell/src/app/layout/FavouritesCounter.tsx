import { formatCount } from '../../lib/format'
import { useAppStore } from '../../store/react'

export function FavouritesCounter() {
  const count = useAppStore((state) => state.favourites.length)
  return (
    <p className="flex items-center gap-1 text-sm font-medium" data-testid="favourites-count">
      <span aria-hidden="true" className="text-primary">
        ♥
      </span>
      <span className="sr-only">Favorite:</span>
      <span>{formatCount(count)}</span>
    </p>
  )
}
