import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { volatilityLabel } from '../../house-game-listing/describe'
import { SymbolPicture } from '../../house-game-listing/SymbolPicture'
import { houseGameListing } from '../../house-game-listing/listing'

/** The site's other games, one tap each. */
export function OtherHouseGames({ current }: { current: string }) {
  return (
    <section aria-labelledby="alte-jocuri-gratuite" className="mt-12">
      <h2 id="alte-jocuri-gratuite" className="text-2xl font-bold">
        Alte jocuri gratuite
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {houseGameListing
          .filter((game) => game.id !== current)
          .map((game) => (
            <li key={game.id}>
              <Link
                to={paths.houseGame(game.id)}
                className="flex items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex gap-1">
                  {game.emblem.map((symbol) => (
                    <SymbolPicture key={symbol.id} symbol={symbol} decorative className="size-7" />
                  ))}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{game.name}</span>
                  <span className="text-sm text-muted-foreground">
                    Volatilitate {volatilityLabel(game.volatility)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  )
}
