import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FaqTopic } from '../contract'
import { createAppStore } from '../store'
import { useAppStore } from '../store/react'
import { remoteStoreOf } from '../store/remote-store'
import { exposeRemoteComponent } from './remote-root'

function FaqSection(props: { topic: FaqTopic }) {
  const favourites = useAppStore((state) => state.favourites.length)
  return (
    <p data-props={Object.keys(props).join(',')}>
      {props.topic}: {favourites} favorite
    </p>
  )
}

describe('exposeRemoteComponent', () => {
  it("renders the component in the remote's style scope, with the store in its context and not in its props", () => {
    const Faq = exposeRemoteComponent('faq', 'Faq', FaqSection)
    const store = createAppStore({
      storage: {
        getItem: (key) => (key === 'favourites' ? '["starburst"]' : null),
        setItem: () => undefined,
      },
      dataLayer: () => ({ push: () => 0 }),
    })
    const { container } = render(<Faq store={remoteStoreOf(store)} topic="home" />)
    const text = screen.getByText('home: 1 favorite')
    expect(text).toHaveAttribute('data-props', 'topic')
    expect(container.firstElementChild).toHaveAttribute('data-style-scope', 'mfe-faq')
    expect(Faq.displayName).toBe('faq/Faq')
  })
})
