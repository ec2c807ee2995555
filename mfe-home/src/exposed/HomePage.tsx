import '../index.css'
import type { HomePageProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { HomePage } from '../features/home/HomePage'

export default function ExposedHomePage({ store, ...props }: HomePageProps) {
  return (
    <RemoteRoot scope="mfe-home" store={store}>
      <HomePage {...props} />
    </RemoteRoot>
  )
}
