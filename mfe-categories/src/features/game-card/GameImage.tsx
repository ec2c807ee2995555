import { useState } from 'react'
import { cn } from 'shell/lib/cn'
import type { Game } from '../../catalogue'
import { COVER_HEIGHT, COVER_WIDTH, coverArtAlt, coverArtUrl } from '../cover-art/cover-art'

/**
 * The game's picture in a fixed 4:3 box, so nothing moves while it loads. A deployer's `imageUrl`
 * wins; without one, or when it fails to load, the cover drawn from the game's own data.
 */
export function GameImage({
  game,
  loading = 'lazy',
  className,
}: {
  game: Game
  /** Lazy below the fold; the first picture a visitor sees loads at once. */
  loading?: 'lazy' | 'eager'
  className?: string
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const useImage = Boolean(game.imageUrl) && failedUrl !== game.imageUrl
  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      <img
        src={useImage ? game.imageUrl : coverArtUrl(game)}
        alt={useImage ? `Copertă ${game.title}` : coverArtAlt(game)}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={loading}
        decoding="async"
        data-testid="game-cover"
        data-cover={useImage ? 'image' : 'art'}
        className="absolute inset-0 size-full object-cover"
        onError={useImage ? () => setFailedUrl(game.imageUrl ?? null) : undefined}
      />
    </div>
  )
}
