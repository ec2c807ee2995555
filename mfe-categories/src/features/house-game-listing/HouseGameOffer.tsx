import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'
import type { Game } from '../../catalogue'
import { volatilityLabels } from '../../lib/game-format'
import { closestHouseGame } from './closest'
import { volatilityLabel } from './describe'

/**
 * What "Joacă Gratis" on a studio's game leads to: plainly, that its demo is not offered here, and,
 * one tap away, the site's own game closest to it in volatility.
 */
export function HouseGameOffer({ game }: { game: Game }) {
  const headingId = useId()
  const { game: offer, known } = closestHouseGame(game.volatility)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border bg-muted p-4 text-sm"
      data-testid="house-game-offer"
    >
      <h3 id={headingId} className="font-semibold">
        Demo-ul jocului nu este oferit aici
      </h3>
      <p className="mt-1 text-muted-foreground">
        {game.hasFreeDemo
          ? `${game.provider} publică o versiune demo a jocului ${game.title}, dar pe acest site nu o putem porni. O găsești în modul de joc gratuit al cazinourilor licențiate ONJN.`
          : `Pentru ${game.title} nu există o versiune demo pe care să o putem arăta.`}
      </p>
      <p className="mt-2">
        {known
          ? `Poți juca în schimb, gratuit și chiar aici, jocul nostru cel mai apropiat ca volatilitate: ${offer.name}, cu volatilitate ${volatilityLabel(offer.volatility)} (${game.title} are volatilitate ${volatilityLabels[game.volatility!]}).`
          : `${game.provider} nu publică volatilitatea jocului ${game.title}, așa că îți propunem jocul nostru cu volatilitate ${volatilityLabel(offer.volatility)}, pe care îl joci gratuit chiar aici: ${offer.name}.`}
      </p>
      <Link to={paths.houseGame(offer.id)} className={buttonVariants({ className: 'mt-3' })}>
        Joacă gratis {offer.name}
      </Link>
    </section>
  )
}
