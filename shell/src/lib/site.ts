/** The public origin of the site, for canonical links and structured data (set SITE_ORIGIN at build). */
export const SITE_ORIGIN: string = __SITE_ORIGIN__
export const SITE_NAME = 'Păcănele Online'

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href
}

declare global {
  const __SITE_ORIGIN__: string
}
