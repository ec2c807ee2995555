import { useState } from 'react'

/**
 * The card's picture in a fixed 4:3 box, so nothing moves while it loads. Without an image, or when
 * it fails to load, the title is drawn instead; the heading below already names the game for
 * assistive technology, hence alt="" and aria-hidden.
 */
export function GameImage({ title, imageUrl }: { title: string; imageUrl?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-t-xl bg-primary">
      {showImage ? (
        <img
          src={imageUrl}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      ) : (
        <div
          aria-hidden="true"
          data-testid="game-image-fallback"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary to-primary/80 p-4 text-center text-xl font-extrabold text-primary-foreground"
        >
          {title}
        </div>
      )}
    </div>
  )
}
