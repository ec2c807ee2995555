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
 * Where a visitor finds help and the regulator: the footer of every page lists these, and the
 * house games show them beside the reels, so help is never further than one tap from play.
 */
export const responsibleGamblingLinks = [regulator, helpLine] as const

export const RESPONSIBLE_GAMBLING_NOTICE = 'Jocurile de noroc pot crea dependență. Joacă responsabil.'
