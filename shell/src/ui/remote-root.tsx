import { startTransition, useCallback, useState, type ReactNode } from 'react'
import type { AppStore } from '../store'
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
  store: AppStore
  children: ReactNode
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  // A ref is attached during the commit, where a plain update would re-render every dialog of the
  // remote at once, synchronously. No dialog is open yet: the update can wait its turn.
  const attach = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => setContainer(element)),
    [],
  )
  return (
    <div data-style-scope={scope} ref={attach} className="contents">
      <PortalContainerContext.Provider value={container}>
        <AppStoreProvider store={store}>{children}</AppStoreProvider>
      </PortalContainerContext.Provider>
    </div>
  )
}
