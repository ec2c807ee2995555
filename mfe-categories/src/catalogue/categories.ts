import { categoryRoutes, type CategorySlug } from 'shell/routes'
import type { Game, GameFeature } from './types'

/**
 * The orders a category's list can take; each category names its default. No order by players: the
 * catalogue has no sourced count of them (docs/decisions/0003-only-figures-with-a-source.md).
 */
export const sortKeys = ['rating', 'nume', 'noi'] as const
export type SortKey = (typeof sortKeys)[number]

export interface CategoryDefinition {
  h1: string
  /** The page title, without the site name (PageMeta adds it). */
  title: string
  description: string
  /** Unique Romanian text, one string per paragraph. */
  intro: readonly string[]
  defaultSort: SortKey
  /** Which games belong here: the rule the page's intro promises its visitors. */
  member: (game: Game) => boolean
  related: readonly CategorySlug[]
  /** The free-play pages put "Joacă Gratis" first. */
  emphasiseFree?: boolean
  /** The free-play pages list the site's own games, which play here, before the catalogue's. */
  houseGamesFirst?: boolean
  /** The heading of the catalogue's list, when "Jocuri" would not say what it holds. */
  listHeading?: string
  /** Only /sloturi-cu-bonus lists the bonus offers. */
  showBonusOffers?: boolean
}

const BONUS_FEATURES: readonly GameFeature[] = ['Rotiri gratuite', 'Re-spin', 'Cumpărare bonus']

const all = () => true
/** Games with a round of their own inside the game: free spins, re-spins or a bonus buy. */
const hasBonusRound = (game: Game) => game.features.some((feature) => BONUS_FEATURES.includes(feature))
/**
 * The free-play pages: games whose studio publishes a free demo. No demo can be embedded here
 * (no `demoUrl` is reachable), so these are presented, and their dialog offers a house game instead.
 */
const hasFreeDemo = (game: Game) => game.hasFreeDemo
/** The Book of Ra family and the games built on its book-and-expanding-symbol mechanic. */
const isBookGame = (game: Game) => game.bookMechanic === true
/** Sweet Bonanza and its Pragmatic Play relatives: tumbling symbols on a grid (cascade). */
const isSweetBonanzaLike = (game: Game) =>
  game.provider === 'Pragmatic Play' && game.features.includes('Cascade')
const isEgt = (game: Game) => game.provider === 'EGT Interactive'

export const categories: Record<CategorySlug, CategoryDefinition> = {
  'pacanele-online': {
    h1: 'Păcănele Online',
    title: 'Păcănele Online – jocuri, rating-uri și funcții',
    description:
      'Toate păcănelele online din catalog, de la clasicele cu fructe la sloturile moderne, cu rating editorial și funcții. Filtrează după furnizor sau funcție.',
    intro: [
      'Păcănelele online sunt varianta de pe internet a aparatelor pe care mulți le știu din sălile de joc: role care se rotesc, simboluri care formează combinații și câștiguri calculate după un tabel de plăți. Pe această pagină găsești toate jocurile din catalogul nostru, ordonate implicit după rating-ul nostru editorial, ca să vezi întâi jocurile pe care le recomandăm.',
      'Fiecare card arată furnizorul, rating-ul editorial și primele funcții ale jocului. Poți restrânge lista după furnizor, de exemplu Novomatic sau EGT Interactive, ori după o funcție anume, cum ar fi rotirile gratuite sau jocul de dublaj. Dacă știi deja ce cauți, scrie numele în căsuța de căutare. Înainte să joci pe bani reali, verifică întotdeauna că operatorul are licență ONJN și stabilește-ți o limită de buget.',
    ],
    defaultSort: 'rating',
    member: all,
    related: ['pacanele-gratis', 'egt-slots-online', 'sloturi-online', 'book-of-ra-online'],
  },
  'sloturi-online': {
    h1: 'Sloturi Online',
    title: 'Sloturi Online – cele mai bine cotate jocuri',
    description:
      "Sloturi online ordonate după rating: jocuri Pragmatic Play, NetEnt, Play'n GO, Novomatic și EGT, cu RTP, volatilitate și funcții explicate pe înțeles.",
    intro: [
      '„Slot” este numele internațional al păcănelei, iar sloturile online de azi au mult mai mult decât trei role cu fructe. Unele plătesc oriunde pe ecran, altele au simboluri care dispar în cascadă sau multiplicatori care cresc în rundele bonus. Aici lista pornește de la jocurile cu cel mai bun rating editorial, ca să ajungi repede la titlurile apreciate.',
      'Când alegi un slot, uită-te la trei lucruri: RTP-ul, adică procentul teoretic returnat jucătorilor pe termen foarte lung; volatilitatea, care îți spune dacă jocul plătește des și puțin sau rar și mult; și funcțiile speciale. Le găsești pe toate în fereastra fiecărui joc, acolo unde studioul le-a publicat. Folosește filtrele de mai jos ca să compari jocuri asemănătoare, iar dacă vrei să joci pe bani reali, alege doar un operator licențiat ONJN.',
    ],
    defaultSort: 'rating',
    member: all,
    related: ['sloturi-gratis', 'sloturi-cu-bonus', 'sweet-bonanza-online', 'jocuri-slot-online'],
  },
  'jocuri-slot-online': {
    h1: 'Jocuri Slot Online',
    title: 'Jocuri Slot Online de la A la Z',
    description:
      'Catalogul complet de jocuri slot online, în ordine alfabetică: găsești rapid orice joc după nume, furnizor sau funcție.',
    intro: [
      'Această pagină este catalogul nostru în ordine alfabetică, gândit pentru cei care știu ce joc caută sau vor să răsfoiască tot ce avem, fără clasamente. De la „10 Burning Hot” la „Wolf Gold”, fiecare joc slot are propriul card, cu furnizorul care l-a creat și funcțiile principale.',
      'Jocurile slot online diferă mult între ele: unele au doar cinci linii și reguli care se învață într-un minut, altele au grile de 6×5 sau 7×7 și runde bonus cu mai multe etape. Poți schimba oricând ordinea listei după rating, după nume sau după cele mai noi lansări. Filtrele și căutarea rămân în adresa paginii, așa că poți trimite unui prieten exact lista pe care o vezi. Joacă doar pentru distracție și doar la operatori licențiați.',
    ],
    defaultSort: 'nume',
    member: all,
    related: ['sloturi-online', 'cazino-online-sloturi', 'pacanele-online'],
  },
  'cazino-online-sloturi': {
    h1: 'Cazino Online: Sloturi',
    title: 'Sloturi de cazinou online – cele mai noi jocuri',
    description:
      'Sloturile pe care le găsești în cazinourile online licențiate din România, de la cele mai noi lansări la clasicii care nu lipsesc din niciun lobby.',
    intro: [
      'Un cazinou online licențiat în România are în lobby sute de sloturi de la furnizori diferiți. Am adunat pe această pagină jocurile pe care le întâlnești cel mai des, cu cele mai noi lansări la început, ca să vezi ce a apărut recent și cum arată alături de clasicii care se joacă de ani buni.',
      'Un cazinou online poate oferi jocuri pe bani reali doar dacă are licență de la Oficiul Național pentru Jocuri de Noroc (ONJN). Lista operatorilor autorizați este publică pe site-ul ONJN și merită verificată înainte de orice depunere. Noi nu suntem un cazinou: prezentăm jocurile, cu fapte despre RTP, volatilitate și funcții, iar versiunile demo pot fi încercate gratuit la operatorii care le oferă. Stabilește-ți dinainte un buget și o limită de timp.',
    ],
    defaultSort: 'noi',
    member: all,
    related: ['sloturi-cu-bonus', 'sloturi-online', 'pacanele-online'],
  },
  'sloturi-cu-bonus': {
    h1: 'Sloturi cu Bonus',
    title: 'Sloturi cu Bonus – oferte și jocuri cu runde bonus',
    description:
      'Ce tipuri de bonus oferă cazinourile licențiate (rotiri gratuite, bun venit, cashback, reîncărcare), cu condițiile de rulaj, și sloturile cu runde bonus.',
    intro: [
      'Cuvântul „bonus” înseamnă două lucruri diferite în lumea sloturilor. Primul este oferta unui cazinou licențiat: rotiri gratuite fără depunere, un bonus de bun venit la prima depunere, cashback săptămânal sau un bonus de reîncărcare. Al doilea este runda bonus din interiorul jocului, cum ar fi rotirile gratuite, re-spin-urile sau opțiunea de cumpărare a bonusului.',
      'Mai jos le găsești pe amândouă. Pentru oferte explicăm cum funcționează și ce condiții au, fără sume, pentru că acestea diferă de la un operator la altul și se schimbă des. Cea mai importantă condiție este rulajul: de câte ori trebuie jucată valoarea bonusului înainte ca banii să poată fi retrași. Citește mereu termenii completi pe site-ul operatorului. Apoi urmează sloturile care au runde bonus, ordonate după rating.',
    ],
    defaultSort: 'rating',
    member: hasBonusRound,
    related: ['sloturi-gratis', 'cazino-online-sloturi', 'sweet-bonanza-online'],
    showBonusOffers: true,
  },
  'sloturi-gratis': {
    h1: 'Sloturi Gratis',
    title: 'Sloturi Gratis – joacă aici, cu credite virtuale',
    description:
      'Trei sloturi gratuite pe care le joci chiar aici, cu credite virtuale și RTP calculat exact, plus sloturile studiourilor care au versiune demo.',
    intro: [
      'Un slot gratis se joacă cu credite virtuale în loc de bani: role, simboluri și reguli ca la orice slot, fără nicio miză reală. Primele trei jocuri de pe această pagină sunt create de noi și le joci chiar aici, în browser, fără cont și fără depunere. Pentru fiecare îți arătăm tabelul de plăți, RTP-ul și volatilitatea, calculate exact din regulile jocului, și ce înseamnă ele după 100, 1.000 sau 10.000 de rotiri.',
      'Urmează sloturile studiourilor care publică o versiune demo, ordonate după rating. Pe acestea doar le prezentăm: demo-ul lor nu poate fi pornit de pe acest site, dar îl găsești în modul de joc gratuit al cazinourilor licențiate ONJN, iar la fiecare îți propunem jocul nostru cel mai apropiat ca volatilitate. Ține minte că rezultatele dintr-un joc gratuit nu spun nimic despre rotirile următoare: fiecare rotire este independentă.',
    ],
    defaultSort: 'rating',
    member: hasFreeDemo,
    related: ['pacanele-gratis', 'sloturi-cu-bonus', 'sloturi-online'],
    emphasiseFree: true,
    houseGamesFirst: true,
    listHeading: 'Sloturile studiourilor, doar prezentate',
  },
  'pacanele-gratis': {
    h1: 'Păcănele Gratis',
    title: 'Păcănele Gratis – joacă fără bani, direct pe site',
    description:
      'Păcănele gratis pe care le joci aici, cu credite virtuale: trei jocuri create de noi, cu RTP exact, apoi clasicele studiourilor care au versiune demo.',
    intro: [
      'Păcănelele gratis sunt pentru cei care vor să se distreze fără să pună bani în joc. Primele trei de pe această pagină sunt jocurile noastre: o păcănea clasică cu fructe, una cu cinci role prin pădurile Carpaților și una cu rotiri gratuite în noaptea de Sânziene. Le joci aici, cu credite virtuale pe care le resetezi oricând, fără cont, fără depunere și fără date de plată.',
      'Urmează păcănelele studiourilor care au versiune demo, ordonate după rating-ul nostru editorial, de la clasicele cu fructe precum Shining Crown, Extra Stars sau Sizzling Hot Deluxe până la sloturile cu bomboane și multiplicatori. Pe acestea doar le prezentăm: demo-ul lor nu este oferit aici, iar la fiecare îți propunem jocul nostru cel mai apropiat ca volatilitate. Dacă vrei să joci pe bani reali, fă-o doar la un operator licențiat ONJN, cu o limită clară de buget.',
    ],
    defaultSort: 'rating',
    member: hasFreeDemo,
    related: ['sloturi-gratis', 'egt-slots-online', 'pacanele-online'],
    emphasiseFree: true,
    houseGamesFirst: true,
    listHeading: 'Păcănelele studiourilor, doar prezentate',
  },
  'book-of-ra-online': {
    h1: 'Book of Ra Online',
    title: 'Book of Ra Online – seria Book of Ra și jocurile „book”',
    description:
      'Book of Ra, Book of Ra Deluxe, Deluxe 6 și Magic de la Novomatic, plus jocurile cu aceeași mecanică a cărții și a simbolului expandabil.',
    intro: [
      'Book of Ra, lansat de Novomatic în 2005, este probabil cea mai cunoscută păcănea egipteană din România. Formula lui a devenit un gen aparte: trei cărți pornesc rotirile gratuite, iar înainte de rundă este ales un simbol care se extinde pe toată rola și plătește chiar și pe poziții care nu sunt alăturate.',
      'Pe această pagină găsești întreaga familie Book of Ra, de la varianta originală cu nouă linii la Deluxe, Deluxe 6 și Magic, alături de alte jocuri construite pe aceeași mecanică, precum Book of Dead sau Book of Magic. Multe dintre ele au volatilitate ridicată: pot trece multe rotiri fără un câștig important, iar apoi runda bonus poate schimba totul. Încearcă-le mai întâi în versiune demo, ca să vezi dacă acest ritm ți se potrivește.',
    ],
    defaultSort: 'rating',
    member: isBookGame,
    related: ['egt-slots-online', 'sweet-bonanza-online', 'pacanele-online'],
  },
  'sweet-bonanza-online': {
    h1: 'Sweet Bonanza Online',
    title: 'Sweet Bonanza Online – și sloturi asemănătoare',
    description:
      'Sweet Bonanza, Sweet Bonanza 1000 și alte sloturi Pragmatic Play cu plăți oriunde, cascade și multiplicatori în rotirile gratuite.',
    intro: [
      'Sweet Bonanza a schimbat în 2019 felul în care arată un slot popular: nu mai are linii de plată, ci o grilă de 6×5 în care cel puțin opt simboluri identice aflate oriunde formează un câștig. Simbolurile câștigătoare dispar, altele cad în locul lor, iar în rotirile gratuite bombele multiplicator pot aduce câștiguri mari.',
      'Aici găsești Sweet Bonanza, noua versiune Sweet Bonanza 1000 și celelalte sloturi Pragmatic Play construite pe aceeași idee a cascadelor, precum Gates of Olympus sau Fruit Party. Toate au volatilitate mare și opțiunea de a cumpăra direct runda bonus, acolo unde operatorul o permite. Ține cont că această opțiune costă cât multe rotiri obișnuite la un loc, așa că merită încercată mai întâi în versiunea demo.',
    ],
    defaultSort: 'rating',
    member: isSweetBonanzaLike,
    related: ['book-of-ra-online', 'sloturi-cu-bonus', 'sloturi-online'],
  },
  'egt-slots-online': {
    h1: 'EGT Slots Online',
    title: 'EGT Slots Online – păcănelele EGT Interactive (Amusnet)',
    description:
      'Păcănelele EGT Interactive, azi Amusnet: Shining Crown, Extra Stars, seriile Burning Hot și Super Hot, cu RTP, linii și jackpotul Jackpot Cards.',
    intro: [
      'EGT Interactive este furnizorul bulgar din spatele multor păcănele pe care jucătorii din România le recunosc imediat: Shining Crown, Extra Stars, 40 Burning Hot sau 20 Super Hot. Din 2022 compania se numește Amusnet, dar în sălile de joc și online mulți îi spun în continuare simplu „EGT”.',
      'Jocurile EGT sunt în mare parte păcănele cu fructe, cu reguli scurte, joc de dublaj la fiecare câștig și jackpotul misterios Jackpot Cards, care se poate declanșa la orice rotire. Seria „Hot” există în mai multe variante, de la cinci la o sută de linii, iar alături de ea sunt și jocuri cu rotiri gratuite, precum Book of Magic sau Majestic Forest. Lista pornește de la titlurile cu cel mai bun rating editorial, iar filtrele te ajută să găsești rapid varianta preferată.',
    ],
    defaultSort: 'rating',
    member: isEgt,
    related: ['pacanele-online', 'pacanele-gratis', 'book-of-ra-online'],
  },
}

export function categoryGames(slug: CategorySlug, games: readonly Game[]): Game[] {
  return games.filter(categories[slug].member)
}

const membersOf = new WeakMap<readonly Game[], Map<CategorySlug, readonly Game[]>>()

/**
 * `categoryGames`, kept per list and category: a list sorted once per order (see `sortedOnce`)
 * yields the same members every visit, so going back to a category does not scan 5 000 games again.
 */
export function categoryGamesOnce(slug: CategorySlug, games: readonly Game[]): readonly Game[] {
  let bySlug = membersOf.get(games)
  if (!bySlug) membersOf.set(games, (bySlug = new Map()))
  let members = bySlug.get(slug)
  if (!members) bySlug.set(slug, (members = categoryGames(slug, games)))
  return members
}

/**
 * Whether this build has the category: a shell deployed ahead of it may name one added later.
 * `hasOwn` keeps "constructor" and the like from reaching Object.prototype.
 */
export function isKnownCategory(slug: string): slug is CategorySlug {
  return Object.hasOwn(categories, slug)
}

/** Every category page that lists the game, in menu order. */
export function categoriesOf(game: Game): CategorySlug[] {
  return categoryRoutes.map((route) => route.slug).filter((slug) => categories[slug].member(game))
}
