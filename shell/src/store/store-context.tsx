import { createContext, useContext, type ReactNode } from 'react'
import { useStore, type StoreApi } from 'zustand'

type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>

/**
 * A React context for one kind of store and its hooks. The shell's own components and the remotes
 * each get one, typed with the store they may use: the shell the whole store, a remote its surface.
 */
export function createStoreContext<S>(name: string) {
  const Context = createContext<ReadableStore<S> | null>(null)

  function Provider({ store, children }: { store: ReadableStore<S>; children: ReactNode }) {
    return <Context.Provider value={store}>{children}</Context.Provider>
  }

  function useStoreApi(): ReadableStore<S> {
    const store = useContext(Context)
    if (!store) throw new Error(`${name} must be used inside its store provider`)
    return store
  }

  /** Selects a slice of the store; re-renders only when that slice changes. */
  function useSelector<T>(selector: (state: S) => T): T {
    return useStore(useStoreApi(), selector)
  }

  return { Provider, useStoreApi, useSelector }
}
