import { paths, type CategorySlug } from 'shell/routes'
import type { IconName } from './icons'

export interface PopularCategory {
  slug: CategorySlug
  title: string
  icon: IconName
}

/** The nine tiles of "Categorii Populare", in the product's order. Their counts come from the catalogue. */
export const popularCategories: readonly PopularCategory[] = [
  { slug: 'pacanele-online', title: 'Păcănele Online', icon: 'slot' },
  { slug: 'sloturi-online', title: 'Sloturi Online', icon: 'cherry' },
  { slug: 'jocuri-slot-online', title: 'Jocuri Slot Online', icon: 'dice' },
  { slug: 'book-of-ra-online', title: 'Book of Ra Online', icon: 'book' },
  { slug: 'sweet-bonanza-online', title: 'Sweet Bonanza Online', icon: 'candy' },
  { slug: 'egt-slots-online', title: 'EGT Slots Online', icon: 'crown' },
  { slug: 'sloturi-gratis', title: 'Sloturi Gratis', icon: 'tag' },
  { slug: 'sloturi-cu-bonus', title: 'Sloturi cu Bonus', icon: 'gift' },
  { slug: 'pacanele-gratis', title: 'Păcănele Gratis', icon: 'play' },
]

export function categoryHref(category: PopularCategory): string {
  return paths.category(category.slug)
}
