import { useParams } from 'react-router'
import { RemoteSlot } from '../../remote/RemoteSlot'
import { PageViewOnSettle } from '../page-view'

/** /joc-gratis/<slug>: a house game's page, where it is played; mfe-categories also answers an unknown slug. */
export function HouseGameRoute() {
  const { slug = '' } = useParams()
  return (
    <RemoteSlot
      remote="categories"
      module="HouseGamePage"
      label="jocul"
      onSettled={<PageViewOnSettle />}
      props={{ slug }}
    />
  )
}
