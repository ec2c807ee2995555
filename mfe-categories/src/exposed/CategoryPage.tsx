import '../index.css'
import { CONTRACT_VERSION, type CategoryPageProps } from 'shell/contract'
import { AppStoreProvider } from 'shell/store/react'
import { CategoryPage } from '../features/CategoryPage'

export const contractVersion = CONTRACT_VERSION

export default function ExposedCategoryPage({ store, ...props }: CategoryPageProps) {
  return (
    <AppStoreProvider store={store}>
      <CategoryPage {...props} />
    </AppStoreProvider>
  )
}
