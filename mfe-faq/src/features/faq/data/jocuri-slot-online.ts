import type { FaqItem } from './types'

export const jocuriSlotOnlineFaq: readonly FaqItem[] = [
  {
    id: 'jocuri-slot-online-producatori',
    question: 'Ce furnizori de jocuri slot sunt populari în România?',
    answer:
      "Printre cei mai cunoscuți se află Novomatic (Book of Ra, Sizzling Hot Deluxe), EGT Interactive, redenumit Amusnet în 2022 (Shining Crown, Burning Hot), Pragmatic Play (Sweet Bonanza, Gates of Olympus), NetEnt (Starburst) și Play'n GO (Book of Dead). Fiecare are stilul lui, de la fructele clasice la mecanici moderne.",
  },
  {
    id: 'jocuri-slot-online-functii-bonus',
    question: 'Ce sunt funcțiile bonus?',
    answer:
      'Funcțiile bonus sunt runde speciale declanșate de anumite simboluri, de regulă scatter: rotiri gratuite, multiplicatori sau simboluri care se extind. Ele fac jocul mai variat, dar sunt deja incluse în RTP-ul jocului, deci nu aduc câștiguri garantate.',
  },
  {
    id: 'jocuri-slot-online-castig-maxim',
    question: 'Ce înseamnă un câștig maxim de 5000x?',
    answer:
      'Câștigul maxim arată cât poate plăti un joc dintr-o singură rotire, ca multiplu al mizei: 5000x înseamnă de 5000 de ori miza. Este o limită teoretică, atinsă foarte rar, nu un rezultat la care să te aștepți.',
  },
  {
    id: 'jocuri-slot-online-demo',
    question: 'Pot încerca un joc slot înainte să joc pe bani?',
    answer:
      'Da, multe jocuri au un mod demo cu credite virtuale. Îl poți folosi ca să înțelegi regulile și funcțiile bonus fără niciun risc, înainte să decizi dacă vrei să joci mai departe.',
  },
]
