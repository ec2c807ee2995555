import type { CategorySlug } from 'shell/routes'
import { countLabel } from './counts'

/** A count as text, for another app's layout (the home page's tiles): it brings no styling of its own. */
export function GameCount({ slug }: { slug?: CategorySlug }) {
  return (
    <span data-remote="mfe-categories" data-testid="catalogue-count" data-count-of={slug ?? 'catalog'}>
      {countLabel(slug)}
    </span>
  )
}
