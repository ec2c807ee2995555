import type { FaqItem } from './types'

export const sloturiOnlineFaq: readonly FaqItem[] = [
  {
    id: 'sloturi-online-slot-sau-pacanea',
    question: 'Este vreo diferență între sloturi și păcănele?',
    answer:
      'Nu. „Slot” vine din engleză, iar „păcănea” este denumirea românească, inspirată de zgomotul aparatelor mecanice; ambele numesc același tip de joc cu role. Pe acest site folosim cei doi termeni cu același sens.',
  },
  {
    id: 'sloturi-online-cum-functioneaza',
    question: 'Cum funcționează un slot online?',
    answer:
      'Un generator de numere aleatorii (RNG) stabilește rezultatul fiecărei rotiri în momentul în care apeși butonul, iar animația rolelor doar afișează acel rezultat. Rotirile anterioare nu influențează rotirea următoare. La operatorii licențiați, jocurile sunt testate de laboratoare independente.',
  },
  {
    id: 'sloturi-online-linii-de-plata',
    question: 'Ce sunt liniile de plată?',
    answer:
      'Liniile de plată sunt traseele pe care trebuie să se alinieze simbolurile ca să obții un câștig, de obicei de la stânga la dreapta. Unele jocuri plătesc în ambele direcții, ca Extra Stars, iar altele nu au linii deloc și plătesc după numărul de simboluri identice aflate oriunde pe ecran, ca Sweet Bonanza.',
  },
  {
    id: 'sloturi-online-volatilitate',
    question: 'Ce înseamnă volatilitatea unui slot?',
    answer:
      'Volatilitatea descrie cum sunt distribuite câștigurile. Un slot cu volatilitate mare plătește mai rar, dar uneori mai mult, iar unul cu volatilitate mică plătește mai des, dar mai puțin. Volatilitatea nu schimbă RTP-ul, ci doar ritmul în care vin câștigurile și pierderile.',
  },
]
