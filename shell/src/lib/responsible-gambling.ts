import { formatCounted } from './format'

/**
 * The age from which gambling is allowed in Romania: one setting, read by every age text, gate and
 * question of the shell and the remotes (a bill raising it to 21 is before Parliament).
 */
export const MINIMUM_AGE = 18

/** Every sentence that names the age limit, for a given limit ("18 ani", but "21 de ani"). */
export function ageTexts(age: number) {
  const years = formatCounted(age, 'an', 'ani')
  return {
    /** The round mark beside "Joc responsabil". */
    mark: `${age}+`,
    question: `Ai peste ${years}?`,
    confirm: `Am peste ${years}`,
    decline: `Nu am împlinit ${years}`,
    /** "… au împlinit 18 ani": the rule, to end a sentence of one's own. */
    reached: `au împlinit ${years}`,
    rule: `Jocurile de noroc sunt permise doar persoanelor care au împlinit ${years}.`,
    adultsOnly: `Doar pentru persoane de peste ${years}.`,
    audience: `Conținut destinat exclusiv persoanelor care au împlinit ${years}.`,
  }
}

export const AGE = ageTexts(MINIMUM_AGE)

/** The national gambling office, which licenses every legal operator. */
export const regulator = {
  href: 'https://onjn.gov.ro',
  label: 'ONJN – Oficiul Național pentru Jocuri de Noroc',
}

/** Where someone whose play has stopped being fun finds help. */
export const helpLine = {
  href: 'https://jocresponsabil.ro',
  site: 'jocresponsabil.ro',
  label: 'Ajutor: jocresponsabil.ro',
}

/**
 * The national self-exclusion procedure (ONJN Order 79/2025): a player asks ONJN to keep them out of
 * every licensed operator, online and in venues, for a period they choose.
 */
export const selfExclusion = {
  href: 'https://onjn.gov.ro/autoexcludere/',
  label: 'Autoexcludere (ONJN)',
}

/**
 * Where a visitor finds help and the regulator: the footer of every page lists these, and the
 * house games show them beside the reels, so help is never further than one tap from play.
 */
export const responsibleGamblingLinks = [regulator, helpLine, selfExclusion] as const

export const RESPONSIBLE_GAMBLING_NOTICE = 'Jocurile de noroc pot crea dependență. Joacă responsabil.'
