import { absoluteUrl, SITE_NAME } from '../lib/site'

export interface PageMetaProps {
  /** The page's own title, without the site name. */
  title: string
  description: string
  /** Path of the canonical URL, e.g. "/sloturi-online"; none for a page that is not to be indexed. */
  path?: string
  keywords?: string
  noindex?: boolean
}

/** Title, description, canonical, Open Graph and Twitter tags, via React 19's own head support. */
export function PageMeta({ title, description, path, keywords, noindex = false }: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`
  const url = path === undefined ? undefined : absoluteUrl(path)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="ro_RO" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  )
}
