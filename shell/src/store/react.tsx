import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { AppState, AppStore } from './index'

const AppStoreContext = createContext<AppStore | null>(null)

/** Puts the shell's store in this bundle's React context. Each remote wraps its exposed component in it. */
export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>
}

export function useAppStoreApi(): AppStore {
  const store = useContext(AppStoreContext)
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>')
  return store
}

/** Selects a slice of the shared store; re-renders only when that slice changes. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStoreApi(), selector)
}
