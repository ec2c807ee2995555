import type { FaqItem } from './types'

export const pacaneleGratisFaq: readonly FaqItem[] = [
  {
    id: 'pacanele-gratis-chiar-gratuite',
    question: 'Sunt cu adevărat gratuite păcănelele gratis?',
    answer:
      'Da. Joci cu credite virtuale, fără depunere și fără să introduci date de plată. Dacă rămâi fără credite, reîncarci jocul și primești altele.',
  },
  {
    id: 'pacanele-gratis-fara-cont',
    question: 'Pot juca păcănele gratis fără înregistrare?',
    answer:
      'De multe ori, da: versiunile demo pornesc direct în browser, de obicei fără depunere și fără descărcări. Unii operatori cer totuși un cont pentru anumite jocuri.',
  },
  {
    id: 'pacanele-gratis-retragere',
    question: 'Pot retrage câștigurile din păcănelele gratis?',
    answer:
      'Nu. Câștigurile din modul demo sunt virtuale și îți arată doar cum plătește jocul. Jocul pe bani reali este permis doar la operatorii licențiați de ONJN și doar cu sume pe care îți permiți să le pierzi.',
  },
  {
    id: 'pacanele-gratis-ca-pe-bani',
    question: 'Demo-ul se comportă la fel ca jocul pe bani?',
    answer:
      'Regulile, simbolurile și funcțiile bonus sunt aceleași. Totuși, RTP-ul poate diferi de la un operator la altul, pentru că furnizorii livrează mai multe versiuni ale aceluiași joc, iar o sesiune norocoasă în demo nu spune nimic despre sesiunile viitoare.',
  },
]
