import { useParams } from 'react-router'
import { RemoteSlot } from '../../remote/RemoteSlot'
import { PageViewOnSettle } from '../page-view'

/** /joc/<slug>: the game's page, from mfe-categories, which also answers for an unknown slug. */
export function GameRoute() {
  const { slug = '' } = useParams()
  return (
    <RemoteSlot
      remote="categories"
      module="GamePage"
      label="pagina jocului"
      onSettled={<PageViewOnSettle />}
      props={{ slug }}
    />
  )
}
