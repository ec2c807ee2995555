import type { FaqItem } from './types'

export const sloturiGratisFaq: readonly FaqItem[] = [
  {
    id: 'sloturi-gratis-cum-joc',
    question: 'Cum pot juca sloturi gratis?',
    answer:
      'Alegi un joc care are versiune demo și îl pornești cu credite virtuale, fără nicio depunere. Regulile, simbolurile și funcțiile bonus sunt aceleași ca în versiunea pe bani reali.',
  },
  {
    id: 'sloturi-gratis-fara-inregistrare',
    question: 'Trebuie să îmi fac cont ca să joc gratis?',
    answer:
      'De regulă, nu: modul demo pornește direct, fără înregistrare și fără date personale. Unii operatori cer totuși un cont pentru anumite jocuri.',
  },
  {
    id: 'sloturi-gratis-castiguri',
    question: 'Pot câștiga bani reali în modul demo?',
    answer:
      'Nu. În demo joci cu credite virtuale, iar câștigurile sunt tot virtuale și nu pot fi retrase. Demo-ul este gândit pentru distracție și pentru a învăța jocul.',
  },
  {
    id: 'sloturi-gratis-demo-lipsa',
    question: 'De ce unele jocuri nu au demo aici?',
    answer:
      'Versiunile demo sunt publicate de producători și nu sunt disponibile pentru orice joc sau în orice țară. Când un demo lipsește, îți spunem clar acest lucru în fereastra jocului.',
  },
]
