import { catalogue } from '../../../catalogue'
import { GameGrid } from '../../game-list/GameGrid'
import { volatilityLabel } from '../../house-game-listing/describe'
import { studioGamesLike } from '../../house-game-listing/closest'
import type { Volatility } from '../engine/types'

const SHOWN = 4

/** From a house game to the studios' games of the nearest volatility, which the site presents. */
export function StudioGamesLike({ volatility }: { volatility: Volatility }) {
  const games = studioGamesLike(volatility, catalogue, SHOWN)
  if (games.length === 0) return null
  const label = volatilityLabel(volatility)
  return (
    <section aria-labelledby="sloturi-asemanatoare" className="mt-12">
      <h2 id="sloturi-asemanatoare" className="text-2xl font-bold">
        Sloturi ale studiourilor cu volatilitate {label}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Dacă îți place ritmul acestui joc, acestea sunt sloturile cele mai bine cotate din catalog cu
        volatilitate apropiată. Pe ele doar le prezentăm: demo-ul lor nu este oferit aici.
      </p>
      <div className="mt-4">
        <GameGrid games={games} label={`Sloturi cu volatilitate ${label}`} />
      </div>
    </section>
  )
}
