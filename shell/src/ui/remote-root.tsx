import { useState, type ReactNode } from 'react'
import type { RemoteStore } from '../contract'
import { AppStoreProvider } from '../store/react'
import { PortalContainerContext } from './portal-container'

/**
 * The root of every exposed component. It puts the shell's store in this remote's React context and
 * marks the remote's style scope: the build wraps a remote's CSS in `@scope ([data-style-scope=…])`,
 * so it styles only this subtree (portals included) and never the shell or another remote.
 * `display: contents` keeps the wrapper out of layout (a class: a composed page's CSP allows no
 * inline style attributes).
 */
export function RemoteRoot({
  scope,
  store,
  children,
}: {
  scope: string
  store: RemoteStore
  children: ReactNode
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  return (
    <div data-style-scope={scope} ref={setContainer} className="contents">
      <PortalContainerContext.Provider value={container}>
        <AppStoreProvider store={store}>{children}</AppStoreProvider>
      </PortalContainerContext.Provider>
    </div>
  )
}
