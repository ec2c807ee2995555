import type { FaqItem } from './types'

export const sloturiGratisFaq: readonly FaqItem[] = [
  {
    id: 'sloturi-gratis-cum-joc',
    question: 'Cum pot juca sloturi gratis?',
    answer:
      'Alegi un joc care are versiune demo și îl pornești cu credite virtuale, fără nicio depunere, în modul de joc gratuit al unui cazinou licențiat ONJN. Regulile, simbolurile și funcțiile bonus sunt aceleași ca în versiunea pe bani reali.',
  },
  {
    id: 'sloturi-gratis-fara-inregistrare',
    question: 'Trebuie să îmi fac cont ca să joc gratis?',
    answer:
      'Depinde de operator. Modul demo pornește de obicei fără depunere, iar la unii operatori chiar fără înregistrare; alții cer un cont înainte să poți încerca jocurile.',
  },
  {
    id: 'sloturi-gratis-castiguri',
    question: 'Pot câștiga bani reali în modul demo?',
    answer:
      'Nu. În demo joci cu credite virtuale, iar câștigurile sunt tot virtuale și nu pot fi retrase. Demo-ul este gândit pentru distracție și pentru a învăța jocul.',
  },
  {
    id: 'sloturi-gratis-demo-lipsa',
    question: 'De ce nu pot porni demo-ul aici?',
    answer:
      'Furnizorii publică versiunile demo, dar momentan nu le putem încărca pe acest site. Fereastra fiecărui joc îți spune unde le găsești: în modul de joc gratuit al cazinourilor licențiate ONJN.',
  },
]
