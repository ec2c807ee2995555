import { JsonLd } from 'shell/ui/json-ld'
import { PageMeta } from 'shell/ui/page-meta'
import { homeMeta, webSiteJsonLd } from './home-meta'

export function HomeMeta() {
  return (
    <>
      <PageMeta
        title={homeMeta.title}
        description={homeMeta.description}
        keywords={homeMeta.keywords}
        path={homeMeta.path}
      />
      <JsonLd data={webSiteJsonLd()} />
    </>
  )
}
