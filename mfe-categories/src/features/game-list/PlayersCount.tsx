import { ExternalLink } from 'shell/ui/external-link'
import type { SourcedFigure } from '../../catalogue/types'
import { formatPlayers } from '../../lib/game-format'

/**
 * How many play a game, with the source that published it; nothing at all for a game without one (a
 * number with no source is not shown as a fact: docs/decisions/0003-only-figures-with-a-source.md).
 */
export function PlayersCount({ players }: { players: SourcedFigure | undefined }) {
  if (!players) return null
  return (
    <p className="text-sm text-muted-foreground">
      {formatPlayers(players.value)} (sursa:{' '}
      <ExternalLink href={players.source.url}>{players.source.name}</ExternalLink>)
    </p>
  )
}
