import type { FaqItem } from './types'

export const sweetBonanzaFaq: readonly FaqItem[] = [
  {
    id: 'sweet-bonanza-ce-este',
    question: 'Ce este Sweet Bonanza?',
    answer:
      'Sweet Bonanza este un slot cu dulciuri și fructe, lansat în 2019 de Pragmatic Play. Are o grilă de 6 role și 5 rânduri, un RTP de până la 96,51% și volatilitate mare, adică plăți mai rare, dar uneori mai mari.',
  },
  {
    id: 'sweet-bonanza-pays-anywhere',
    question: 'Cum se plătește la Sweet Bonanza?',
    answer:
      'Sweet Bonanza nu are linii de plată: câștigi când apar cel puțin 8 simboluri identice oriunde pe ecran (pays anywhere). Contează numărul de simboluri, nu poziția lor.',
  },
  {
    id: 'sweet-bonanza-tumble',
    question: 'Ce înseamnă funcția cascadă (tumble)?',
    answer:
      'După fiecare câștig, simbolurile câștigătoare dispar, cele de deasupra cad în locul lor, iar golurile se umplu cu simboluri noi. Cascada continuă cât timp apar combinații câștigătoare, așa că o singură rotire poate aduce mai multe câștiguri la rând.',
  },
  {
    id: 'sweet-bonanza-rotiri-gratuite',
    question: 'Cum obții rotiri gratuite la Sweet Bonanza?',
    answer:
      'Patru sau mai multe simboluri scatter, acadelele, declanșează 10 rotiri gratuite. În timpul lor pot apărea bombe multiplicator, ale căror valori se adună și se aplică câștigului din cascada respectivă.',
  },
]
