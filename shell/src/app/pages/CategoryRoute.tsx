import type { CategorySlug } from '../../contract/routes'
import { loadExposed } from '../../remote/load-remote'
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

/** The remote modules this route renders, loaded before the first render. */
export function preloadCategoryRoute(): Promise<unknown>[] {
  return [loadExposed('categories', 'CategoryPage'), loadExposed('faq', 'Faq')]
}
