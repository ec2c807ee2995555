import type { FaqItem } from './types'

export const bookOfRaFaq: readonly FaqItem[] = [
  {
    id: 'book-of-ra-ce-este',
    question: 'Ce este Book of Ra?',
    answer:
      'Book of Ra este o păcănea cu temă egipteană, lansată în 2005, în care un explorator caută comori în morminte antice. Varianta clasică are 5 role, 3 rânduri și 9 linii de plată, iar simbolul carte declanșează rotirile gratuite. Este una dintre cele mai cunoscute păcănele din România.',
  },
  {
    id: 'book-of-ra-producator',
    question: 'Cine produce Book of Ra?',
    answer:
      'Book of Ra a fost creat de Novomatic, un furnizor austriac de jocuri. Pe lângă varianta clasică, Novomatic a lansat mai multe versiuni, precum Book of Ra Deluxe, cu 10 linii, și Book of Ra Deluxe 6, cu o a șasea rolă.',
  },
  {
    id: 'book-of-ra-simbolul-carte',
    question: 'Ce face simbolul carte în Book of Ra?',
    answer:
      'Cartea este în același timp wild și scatter: înlocuiește celelalte simboluri, iar trei sau mai multe cărți oriunde pe role declanșează 10 rotiri gratuite. Înaintea rotirilor gratuite este ales la întâmplare un simbol special, care se extinde pe toată rola (expanding symbol) și plătește chiar dacă rolele pe care apare nu sunt alăturate.',
  },
  {
    id: 'book-of-ra-rtp',
    question: 'Ce RTP are Book of Ra?',
    answer:
      'Varianta clasică are un RTP de până la 92,13% și volatilitate mare, adică plăți rare, dar uneori mai consistente. RTP-ul poate diferi în funcție de versiunea jocului și de operator, așa că verifică informațiile jocului înainte să joci.',
  },
  {
    id: 'book-of-ra-jocuri-book',
    question: 'Ce sunt jocurile de tip „book”?',
    answer:
      "Sunt păcănele inspirate de Book of Ra, în care un simbol carte declanșează rotiri gratuite cu un simbol care se extinde, de pildă Book of Dead de la Play'n GO. Regulile și RTP-ul diferă de la un joc la altul.",
  },
]
