import type { CategorySlug } from '../../contract/routes'
import { RemoteSlot } from '../../remote/RemoteSlot'
import { PageViewOnSettle } from '../page-view'

export function CategoryRoute({ slug }: { slug: CategorySlug }) {
  return (
    <RemoteSlot
      remote="categories"
      module="CategoryPage"
      label="această pagină"
      onSettled={<PageViewOnSettle />}
      props={{
        slug,
        faq: <RemoteSlot remote="faq" module="Faq" props={{ topic: slug }} label="întrebările frecvente" />,
      }}
    />
  )
}
