import type { FaqItem } from './types'

export const egtSlotsFaq: readonly FaqItem[] = [
  {
    id: 'egt-amusnet',
    question: 'Ce este EGT și de ce se numește acum Amusnet?',
    answer:
      'EGT Interactive este un furnizor bulgar de jocuri, foarte cunoscut în România pentru păcănele ca Shining Crown, Extra Stars și seria Burning Hot. În 2022 compania și-a schimbat numele în Amusnet, dar mulți jucători îi spun în continuare EGT.',
  },
  {
    id: 'egt-jackpot-cards',
    question: 'Ce sunt jackpoturile cu cărți de joc de la EGT?',
    answer:
      'Multe sloturi EGT sunt legate de Jackpot Cards, un jackpot progresiv cu patru niveluri care poartă numele culorilor din cărțile de joc: treflă, caro, cupă și pică. Runda de jackpot se poate declanșa aleatoriu după orice rotire, iar nivelul câștigat se stabilește întorcând cărți de joc.',
  },
  {
    id: 'egt-jocuri-populare',
    question: 'Care sunt cele mai populare sloturi EGT?',
    answer:
      'Printre cele mai cunoscute se află Shining Crown, Extra Stars, 40 Burning Hot, 20 Super Hot și Supreme Hot. Majoritatea au o temă clasică, cu fructe, stele și coroane, și reguli simple.',
  },
  {
    id: 'egt-rtp',
    question: 'Ce RTP au jocurile EGT?',
    answer:
      'Depinde de joc și de versiunea aleasă de operator. De exemplu, Shining Crown are un RTP de până la 96,37%, iar Extra Stars de până la 95,78%. Ca la orice păcănea, RTP-ul este o medie pe termen lung, nu o promisiune pentru o sesiune de joc.',
  },
]
