import type { IconName } from './icons'

export interface HeroFeature {
  title: string
  text: string
  icon: IconName
}

export const heroFeatures: readonly HeroFeature[] = [
  {
    title: '5000+ Jocuri',
    text: 'Sloturi clasice cu fructe, jocuri de tip „book” și păcănele moderne, toate într-un singur loc.',
    icon: 'slot',
  },
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
