import '../index.css'
import { CONTRACT_VERSION, type HomePageProps } from 'shell/contract'
import { AppStoreProvider } from 'shell/store/react'
import { HomePage } from '../features/home/HomePage'

export const contractVersion = CONTRACT_VERSION

export default function ExposedHomePage({ store, ...props }: HomePageProps) {
  return (
    <AppStoreProvider store={store}>
      <HomePage {...props} />
    </AppStoreProvider>
  )
}
