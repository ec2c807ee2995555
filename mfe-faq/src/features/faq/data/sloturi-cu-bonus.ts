import type { FaqItem } from './types'

export const sloturiCuBonusFaq: readonly FaqItem[] = [
  {
    id: 'sloturi-cu-bonus-rulaj',
    question: 'Ce este rulajul unui bonus?',
    answer:
      'Rulajul, sau cerința de pariere, arată de câte ori trebuie să pariezi valoarea bonusului, uneori împreună cu depunerea, înainte să poți retrage câștigurile obținute din el. De exemplu, la un rulaj de 30x trebuie să pariezi de 30 de ori valoarea bonusului. Cu cât rulajul este mai mic, cu atât condițiile sunt mai ușor de îndeplinit.',
  },
  {
    id: 'sloturi-cu-bonus-valabilitate',
    question: 'Cât timp este valabil un bonus?',
    answer:
      'Fiecare bonus are o perioadă de valabilitate stabilită de operator, de obicei de la câteva zile la câteva săptămâni. Dacă nu îndeplinești rulajul în acest timp, pierzi bonusul și câștigurile legate de el. Verifică termenii înainte să activezi oferta.',
  },
  {
    id: 'sloturi-cu-bonus-rotiri-fara-depunere',
    question: 'Ce sunt rotirile gratuite fără depunere?',
    answer:
      'Sunt rotiri oferite de unii operatori licențiați la înregistrare, fără să fie nevoie de o depunere. Câștigurile din ele au de obicei o cerință de rulaj și o limită maximă de retragere, trecute în termenii ofertei.',
  },
  {
    id: 'sloturi-cu-bonus-oferta-sau-functie',
    question: 'Care este diferența dintre un bonus de cazinou și funcția bonus a unui slot?',
    answer:
      'Bonusul de cazinou este o ofertă a operatorului și vine cu condiții de rulaj și valabilitate. Funcția bonus a unui slot, cum sunt rotirile gratuite din Book of Ra, face parte din regulile jocului și se declanșează în timpul jocului, fără condiții suplimentare.',
  },
  {
    id: 'sloturi-cu-bonus-jocuri-eligibile',
    question: 'Contează toate jocurile la rulaj?',
    answer:
      'Nu întotdeauna. Operatorii pot exclude anumite jocuri sau le pot număra doar parțial la rulaj și pot limita miza maximă cât timp bonusul este activ. Toate aceste reguli apar în termenii bonusului.',
  },
]
