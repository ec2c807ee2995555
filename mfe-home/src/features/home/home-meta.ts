import { AGE } from 'shell/lib/responsible-gambling'
import { absoluteUrl, SITE_NAME } from 'shell/lib/site'

export const homeMeta = {
  title: 'Păcănele online: sloturi populare, rating-uri și bonusuri',
  description: `Descoperă păcănelele online populare în România: RTP, volatilitate și rating-uri editoriale pentru fiecare joc, plus bonusurile cazinourilor licențiate ONJN. Doar pentru persoanele care ${AGE.reached}.`,
  keywords:
    'păcănele online, sloturi online, păcănele gratis, sloturi gratis, jocuri slot online, Book of Ra, Sweet Bonanza, EGT',
  path: '/',
} as const

/** schema.org WebSite with the site search, so search engines can offer a search box for the site. */
export function webSiteJsonLd(): Record<string, unknown> {
  const home = absoluteUrl('/')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: home,
    inLanguage: 'ro-RO',
    potentialAction: {
      '@type': 'SearchAction',
      // Appended, not passed through URL(): the braces of the placeholder must stay unencoded.
      target: `${home}?s={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  }
}
