import '../index.css'
import { CONTRACT_VERSION, type FaqProps } from 'shell/contract'
import { AppStoreProvider } from 'shell/store/react'
import { FaqSection } from '../features/faq/FaqSection'

export const contractVersion = CONTRACT_VERSION

export default function ExposedFaq({ store, topic }: FaqProps) {
  return (
    <AppStoreProvider store={store}>
      <FaqSection topic={topic} />
    </AppStoreProvider>
  )
}
