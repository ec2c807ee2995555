import { Button } from 'shell/ui/button'
import { useAppStore } from 'shell/store/react'
import { cn } from 'shell/lib/cn'

/** `className` places the button and sizes it (`size-10`, `size-11`): a card and a game page differ. */
export function FavouriteButton({ gameId, className }: { gameId: string; className: string }) {
  const isFavourite = useAppStore((state) => state.favourites.includes(gameId))
  const toggleFavourite = useAppStore((state) => state.toggleFavourite)
  const track = useAppStore((state) => state.track)

  function toggle() {
    toggleFavourite(gameId)
    track({ event: 'favourite_toggle', gameId, favourite: !isFavourite })
  }

  return (
    <Button
      type="button"
      variant="outline"
      size={null}
      shape="round"
      aria-pressed={isFavourite}
      aria-label={isFavourite ? 'Elimină din favorite' : 'Adaugă la favorite'}
      onClick={toggle}
      className={cn('text-lg', isFavourite ? 'text-primary' : 'text-muted-foreground', className)}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
    </Button>
  )
}
