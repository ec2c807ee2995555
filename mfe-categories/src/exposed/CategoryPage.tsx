import '../index.css'
import type { CategoryPageProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { CategoryPage } from '../features/categories/CategoryPage'

export default function ExposedCategoryPage({ store, slug, faq }: CategoryPageProps) {
  return (
    <RemoteRoot scope="mfe-categories" store={store}>
      <CategoryPage slug={slug} faq={faq} />
    </RemoteRoot>
  )
}
