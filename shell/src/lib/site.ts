/** The public origin of the site, for canonical links and structured data (set SITE_ORIGIN at build). */
export const SITE_ORIGIN: string = __SITE_ORIGIN__
export { SITE_NAME } from './site-name'

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href
}

declare global {
  const __SITE_ORIGIN__: string
}
