import { Link } from 'react-router'
import { formatCounted } from 'shell/lib/format'
import { paths } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from 'shell/ui/card'
import type { HouseGameIdentity } from './listing'
import { SymbolPicture } from './SymbolPicture'
import { percent, volatilityLabel, volatilityMeaning } from './describe'
import summaries from './summaries.json'

/**
 * A house game on a list: its shape, RTP and volatility, and "Joacă Gratis", a plain link to the
 * page where it is played (it works before, and without, the app's JavaScript).
 */
export function HouseGameCard({ game }: { game: HouseGameIdentity }) {
  const summary = summaries.find((entry) => entry.id === game.id)!
  const href = paths.houseGame(game.id)
  return (
    <Card className="flex h-full flex-col" data-testid="house-game-card" data-house-game-id={game.id}>
      <div aria-hidden="true" className="flex items-center justify-center gap-3 rounded-t-xl bg-muted py-6">
        {game.emblem.map((symbol) => (
          <SymbolPicture key={symbol.id} symbol={symbol} decorative className="size-10" />
        ))}
      </div>
      <CardHeader>
        <CardTitle>
          <Link
            to={href}
            className="underline-offset-4 hover:text-primary hover:underline focus-visible:underline"
          >
            {game.name}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">Joc gratuit al site-ului, cu credite virtuale</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p>
          {formatCounted(summary.reels, 'rolă', 'role')}, {formatCounted(summary.lines, 'linie', 'linii')} ·
          RTP {percent(summary.rtp)}
        </p>
        <p>
          Volatilitate {volatilityLabel(game.volatility)}: {volatilityMeaning[game.volatility]}.
        </p>
      </CardContent>
      <CardFooter className="mt-auto">
        <Link to={href} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Joacă Gratis <span className="sr-only">{game.name}</span>
        </Link>
      </CardFooter>
    </Card>
  )
}
