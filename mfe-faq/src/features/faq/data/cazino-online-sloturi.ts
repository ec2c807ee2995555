import { AGE } from 'shell/lib/responsible-gambling'
import type { FaqItem } from './types'

export const cazinoOnlineFaq: readonly FaqItem[] = [
  {
    id: 'cazino-online-este-legal',
    question: 'Este legal să joc la un cazinou online în România?',
    answer:
      'Da, dacă operatorul are licență de la ONJN, Oficiul Național pentru Jocuri de Noroc. Doar operatorii licențiați au voie să ofere jocuri de noroc jucătorilor din România, iar lista lor este publicată pe onjn.gov.ro. Site-urile fără licență ONJN nu sunt autorizate și nu îți oferă nicio protecție.',
  },
  {
    id: 'cazino-online-varsta-minima',
    question: 'Ce vârstă trebuie să am ca să joc?',
    answer: `${AGE.rule} Operatorii licențiați îți verifică identitatea și vârsta atunci când îți deschizi contul.`,
  },
  {
    id: 'cazino-online-operator-licentiat',
    question: 'Cum recunosc un cazinou online licențiat?',
    answer:
      'Caută în subsolul site-ului numărul licenței ONJN și verifică-l în lista publicată pe onjn.gov.ro. Un operator licențiat are termeni și condiții clare în limba română și instrumente de joc responsabil, precum limite de depunere și autoexcludere.',
  },
  {
    id: 'cazino-online-bani-reali-aici',
    question: 'Pot juca pe bani reali pe acest site?',
    answer:
      'Nu. Acesta este un site informativ: prezentăm jocuri și explicăm cum funcționează, dar nu organizăm jocuri de noroc și nu primim depuneri. Dacă alegi să joci pe bani reali, fă-o doar la un operator licențiat de ONJN.',
  },
]
