import { useId, useMemo, useState } from 'react'
import { cn } from 'shell/lib/cn'
import { useInnerHtml } from 'shell/lib/inner-html'
import type { Game } from '../../catalogue'
import { COVER_HEIGHT, COVER_WIDTH, coverArtAlt, coverArtSvg } from './cover-art'

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
  /**
   * Lazy below the fold: a deployer's image loads, and drawn art is laid out and painted, only near
   * the viewport. The first picture a visitor sees is eager.
   */
  loading?: 'lazy' | 'eager'
  className?: string
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const useImage = Boolean(game.imageUrl) && failedUrl !== game.imageUrl
  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      {useImage ? (
        <img
          src={game.imageUrl}
          alt={`Copertă ${game.title}`}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={loading}
          decoding="async"
          data-testid="game-cover"
          data-cover="image"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedUrl(game.imageUrl ?? null)}
        />
      ) : (
        <CoverArt game={game} lazy={loading === 'lazy'} />
      )}
    </div>
  )
}

/** The drawn cover, inline; its ids come from `useId`, the same on the server and when hydrating. */
function CoverArt({ game, lazy }: { game: Game; lazy: boolean }) {
  const idPrefix = `cover${useId().replace(/[^\w-]/g, '')}-`
  const svg = useInnerHtml(useMemo(() => coverArtSvg(game, idPrefix), [game, idPrefix]))
  return (
    <div
      role="img"
      aria-label={coverArtAlt(game)}
      data-testid="game-cover"
      data-cover="art"
      // `content-visibility: auto` skips an off-screen cover's layout and paint; the box keeps its size.
      className={lazy ? 'absolute inset-0 [content-visibility:auto]' : 'absolute inset-0'}
      dangerouslySetInnerHTML={svg}
    />
  )
}
