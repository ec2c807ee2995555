import { houseGameListing } from './listing'
import { HouseGameCard } from './HouseGameCard'

/** The house games as cards, in their order (calmest first). */
export function HouseGameList({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {houseGameListing.map((game) => (
        <li key={game.id}>
          <HouseGameCard game={game} />
        </li>
      ))}
    </ul>
  )
}
