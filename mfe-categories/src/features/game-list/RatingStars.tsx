import { formatRating } from 'shell/lib/format'

const STARS = [1, 2, 3, 4, 5]

export function RatingStars({ rating }: { rating: number }) {
  // A star is filled from x,75 up: 4,5 shows four stars, 4,8 five; the figure beside says the rest.
  const filled = Math.floor(rating + 0.25)
  return (
    <p className="flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="tracking-tight">
        {STARS.map((star) => (
          <span key={star} className={star <= filled ? 'text-gold' : 'text-muted-foreground'}>
            ★
          </span>
        ))}
      </span>
      <span className="sr-only">Rating:</span>
      <span className="font-semibold">{formatRating(rating)}</span>
      <span className="sr-only">din 5</span>
    </p>
  )
}
