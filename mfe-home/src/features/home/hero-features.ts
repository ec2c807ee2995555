import type { IconName } from './icons'

export interface HeroFeature {
  text: string
  icon: IconName
}

/** The first tile: its title is the catalogue's true game count, which mfe-categories supplies. */
export const catalogueFeature: HeroFeature = {
  text: 'Sloturi clasice cu fructe, jocuri de tip „book” și păcănele moderne, toate într-un singur loc.',
  icon: 'slot',
}

export const heroFeatures: ReadonlyArray<HeroFeature & { title: string }> = [
  {
    title: 'Rating-uri Reale',
    text: 'Note editoriale pentru fiecare joc, pe care nicio reclamă plătită nu le schimbă.',
    icon: 'star',
  },
  {
    title: 'Bonusuri Exclusive',
    text: 'Ofertele cazinourilor licențiate ONJN, explicate pe înțelesul tuturor.',
    icon: 'gift',
  },
]
