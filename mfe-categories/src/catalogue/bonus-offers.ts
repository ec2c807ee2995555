import type { BonusOffer } from './types'

/** The kinds of offer licensed operators make, as information: no operator, no money amounts. */
export const bonusOffers: readonly BonusOffer[] = [
  {
    type: 'rotiri-fara-depunere',
    title: 'Rotiri gratuite fără depunere',
    value: 'Un număr fix de rotiri la un slot ales de operator',
    description:
      'Le primești după ce îți creezi și îți verifici contul, fără să depui bani. Sunt cel mai simplu mod de a încerca un cazinou licențiat.',
    wagering: 'Câștigurile din rotiri au de obicei o cerință de rulaj înainte de retragere.',
    validity: 'Rotirile expiră de regulă în câteva zile de la acordare.',
  },
  {
    type: 'bun-venit',
    title: 'Bonus de bun venit',
    value: '100–200% din prima depunere',
    description:
      'Operatorul adaugă în cont un procent din prima depunere, uneori împreună cu rotiri gratuite. Procentul și plafonul diferă de la un operator la altul.',
    wagering:
      'Bonusul trebuie rulat de un număr de ori stabilit în termenii și condițiile operatorului, înainte de retragere.',
    validity: 'Rulajul trebuie încheiat într-un termen limitat, de obicei între 7 și 30 de zile.',
  },
  {
    type: 'cashback',
    title: 'Cashback săptămânal',
    value: 'Un procent din pierderile nete ale săptămânii',
    description:
      'Primești înapoi o parte din pierderile unei săptămâni, calculată după regulile operatorului. Este o ofertă pentru jucătorii care revin.',
    wagering: 'Unele oferte de cashback nu au rulaj; altele au unul mic. Citește termenii.',
    validity: 'Se acordă o dată pe săptămână și trebuie folosit într-un termen scurt.',
  },
  {
    type: 'reincarcare',
    title: 'Bonus de reîncărcare',
    value: 'Un procent din depunerile următoare',
    description:
      'Pentru depunerile de după prima, operatorul poate oferi un bonus procentual, de obicei mai mic decât cel de bun venit.',
    wagering: 'Are cerință de rulaj, ca bonusul de bun venit.',
    validity: 'Este valabil doar în zilele sau perioadele anunțate de operator.',
  },
]
