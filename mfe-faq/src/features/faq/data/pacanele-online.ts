import type { FaqItem } from './types'

export const pacaneleOnlineFaq: readonly FaqItem[] = [
  {
    id: 'pacanele-online-cum-aleg',
    question: 'Cum aleg o păcănea online potrivită?',
    answer:
      'Uită-te la temă, la numărul de linii, la volatilitate și la RTP, apoi încearcă jocul în modul demo. Alege jocul care ți se potrivește ca stil, nu pe cel care afișează cele mai mari premii.',
  },
  {
    id: 'pacanele-online-clasice-si-moderne',
    question: 'Care este diferența dintre păcănelele clasice și cele moderne?',
    answer:
      'Păcănelele clasice, precum Sizzling Hot Deluxe, au de obicei 5 role, puține linii și simboluri cu fructe, fără runde bonus complicate. Cele moderne adaugă rotiri gratuite, multiplicatori, simboluri wild și mecanici precum cascada (tumble) sau plata oriunde pe ecran. Regulile diferă de la un joc la altul, așa că verifică tabelul de plăți înainte să joci.',
  },
  {
    id: 'pacanele-online-pe-telefon',
    question: 'Pot juca păcănele online pe telefon?',
    answer:
      'Da. Jocurile actuale sunt construite în HTML5 și rulează direct în browserul telefonului sau al tabletei, fără aplicații suplimentare. Interfața se adaptează ecranului, iar regulile jocului rămân aceleași ca pe calculator.',
  },
  {
    id: 'pacanele-online-joc-responsabil',
    question: 'Cum pot juca responsabil?',
    answer:
      'Stabilește dinainte un buget și o limită de timp și nu încerca să recuperezi pierderile. Operatorii licențiați de ONJN îți oferă limite de depunere, pauze și autoexcludere. Dacă jocul nu mai este o distracție, cere ajutor pe jocresponsabil.ro.',
  },
]
