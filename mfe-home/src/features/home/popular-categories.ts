import { paths, type CategorySlug } from 'shell/routes'
import type { IconName } from './icons'

export interface PopularCategory {
  slug: CategorySlug
  title: string
  /** The count shown on the tile, exactly as the product spec words it. */
  countLabel: string
  icon: IconName
}

/** The nine tiles of "Categorii Populare", in the order the spec lists them. */
export const popularCategories: readonly PopularCategory[] = [
  { slug: 'pacanele-online', title: 'Păcănele Online', countLabel: '5000+ Jocuri', icon: 'slot' },
  { slug: 'sloturi-online', title: 'Sloturi Online', countLabel: '4500+ Sloturi', icon: 'cherry' },
  { slug: 'jocuri-slot-online', title: 'Jocuri Slot Online', countLabel: '6000+ Jocuri', icon: 'dice' },
  { slug: 'book-of-ra-online', title: 'Book of Ra Online', countLabel: '45+ Variante', icon: 'book' },
  { slug: 'sweet-bonanza-online', title: 'Sweet Bonanza Online', countLabel: '30+ Jocuri', icon: 'candy' },
  { slug: 'egt-slots-online', title: 'EGT Slots Online', countLabel: '120+ Sloturi', icon: 'crown' },
  { slug: 'sloturi-gratis', title: 'Sloturi Gratis', countLabel: '5000+ Jocuri', icon: 'tag' },
  { slug: 'sloturi-cu-bonus', title: 'Sloturi cu Bonus', countLabel: '800+ Oferte', icon: 'gift' },
  { slug: 'pacanele-gratis', title: 'Păcănele Gratis', countLabel: '3000+ Păcănele', icon: 'play' },
]

export function categoryHref(category: PopularCategory): string {
  return paths.category(category.slug)
}
