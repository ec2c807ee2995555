import type { ComponentType, ReactNode } from 'react'
import type { ExposedName, RemoteModules, RemoteProps, RemoteStore } from '../contract'
import { remoteApps, type RemoteKey, type StyleScope } from '../federation/apps'
import { AppStoreProvider } from '../store/react'

/**
 * The root of every exposed component. It puts the shell's store in this remote's React context and
 * marks the remote's style scope: the build wraps a remote's CSS in `@scope ([data-style-scope=…])`,
 * so it styles only this subtree (its dialogs included) and never the shell or another remote.
 * `display: contents` keeps the wrapper out of layout (a class: a composed page's CSP allows no
 * inline style attributes).
 */
export function RemoteRoot({
  scope,
  store,
  inline = false,
  children,
}: {
  scope: StyleScope
  store: RemoteStore
  /** Rendered inside phrasing content (a count in a tile's text): a span keeps the HTML valid. */
  inline?: boolean
  children: ReactNode
}) {
  const Wrapper = inline ? 'span' : 'div'
  return (
    <Wrapper data-style-scope={scope} className="contents">
      <AppStoreProvider store={store}>{children}</AppStoreProvider>
    </Wrapper>
  )
}

/**
 * A remote's exposed module, from the component that renders it: `export default
 * exposeRemoteComponent('faq', 'Faq', FaqSection)`. The props are the contract's for that module;
 * the component gets them without the store, which it reads through `useAppStore` inside the
 * remote's root, and the style scope is the one the build gave this remote's CSS.
 */
export function exposeRemoteComponent<K extends RemoteKey, N extends ExposedName<K>>(
  remote: K,
  module: N,
  Component: ComponentType<Omit<RemoteModules[K][N], 'store'>>,
  { inline = false }: { inline?: boolean } = {},
): ComponentType<RemoteModules[K][N] & RemoteProps> {
  const scope: StyleScope = remoteApps[remote].dir
  function Exposed({ store, ...props }: RemoteModules[K][N] & RemoteProps) {
    return (
      <RemoteRoot scope={scope} store={store} inline={inline}>
        <Component {...(props as Omit<RemoteModules[K][N], 'store'>)} />
      </RemoteRoot>
    )
  }
  Exposed.displayName = `${remote}/${module}`
  return Exposed
}
