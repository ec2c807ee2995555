import '../index.css'
import type { FaqProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { FaqSection } from '../features/faq/FaqSection'

export default function ExposedFaq({ store, topic }: FaqProps) {
  return (
    <RemoteRoot scope="mfe-faq" store={store}>
      <FaqSection topic={topic} />
    </RemoteRoot>
  )
}
