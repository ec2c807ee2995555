import type { FaqItem } from './types'

/** The home page's six questions, in order: what păcănele are first, bonuses last. */
export const homeFaq: readonly FaqItem[] = [
  {
    id: 'home-ce-sunt-pacanelele-online',
    question: 'Ce sunt păcănelele online?',
    answer:
      'Păcănelele online sunt versiunile digitale ale aparatelor cu role din sălile de joc: rotești rolele, iar combinațiile de simboluri de pe liniile de plată decid rezultatul. Fiecare rotire este stabilită de un generator de numere aleatorii (RNG), așa că rezultatul nu poate fi anticipat sau influențat. Le poți juca direct în browser, pe calculator sau pe telefon, fără să instalezi nimic.',
  },
  {
    id: 'home-pot-juca-gratis',
    question: 'Pot juca păcănele gratis?',
    answer:
      'Da. Multe jocuri au o versiune demo, în care joci cu credite virtuale, de obicei fără depunere. Modul demo este cel mai bun mod de a învăța regulile, simbolurile și funcțiile bonus ale unui joc. Câștigurile din demo sunt tot virtuale și nu pot fi retrase.',
  },
  {
    id: 'home-cele-mai-populare',
    question: 'Care sunt cele mai populare păcănele în România?',
    answer:
      'Printre preferatele jucătorilor din România se numără clasicele Novomatic, precum Book of Ra și Sizzling Hot Deluxe, jocurile EGT ca Shining Crown, Extra Stars și seria Burning Hot, dar și titluri mai noi de la Pragmatic Play, precum Sweet Bonanza și Gates of Olympus. Popularitatea unui joc nu spune nimic despre șansele de câștig, așa că merită să îi citești regulile și RTP-ul înainte să joci.',
  },
  {
    id: 'home-ce-inseamna-rtp',
    question: 'Ce înseamnă RTP?',
    answer:
      'RTP (Return to Player) este procentul teoretic din sumele pariate pe care un joc îl returnează jucătorilor pe termen foarte lung. Un RTP de 96% înseamnă că, în medie, din fiecare 100 de lei pariați jocul returnează 96 de lei, dar media se calculează pe milioane de rotiri. Este o medie statistică, nu o garanție: într-o sesiune scurtă rezultatul se poate abate mult de la acest procent.',
  },
  {
    id: 'home-sunt-sigure',
    question: 'Sunt sigure păcănelele online?',
    answer:
      'Sunt mai sigure atunci când joci doar la operatori licențiați de ONJN (Oficiul Național pentru Jocuri de Noroc), autoritatea care autorizează și supraveghează jocurile de noroc din România. Operatorii licențiați trebuie să folosească jocuri certificate, să îți protejeze datele și să îți ofere instrumente de joc responsabil, precum limite de depunere și autoexcludere. Lista operatorilor autorizați este publicată pe onjn.gov.ro; evită site-urile care nu apar în ea. Chiar și la un operator licențiat, riscul de a pierde bani rămâne, așa că joacă doar cu sume pe care îți permiți să le pierzi.',
  },
  {
    id: 'home-ce-bonusuri',
    question: 'Ce bonusuri pot primi?',
    answer:
      'Cele mai întâlnite oferte sunt rotirile gratuite fără depunere, bonusul de bun venit de 100–200% la prima depunere, cashback-ul săptămânal și bonusul de reîncărcare pentru depunerile următoare. Fiecare bonus vine cu condiții, precum cerința de rulaj și perioada de valabilitate, pe care merită să le citești înainte să îl accepți. Un bonus nu îți crește șansele de câștig, așa că tratează-l ca pe un avantaj în plus, nu ca pe o sursă de venit.',
  },
]
