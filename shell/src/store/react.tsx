import type { RemoteState } from '../contract'
import { createStoreContext } from './store-context'

/**
 * The store as remotes see it (`shell/store/react`): the surface the contract gives them, never the
 * shell's whole store. `RemoteRoot` provides it; a remote's test may provide a whole `createAppStore()`.
 */
const remoteStore = createStoreContext<RemoteState>('useAppStore')

export const AppStoreProvider = remoteStore.Provider

/** Selects a slice of the shared store; re-renders only when that slice changes. */
export const useAppStore = remoteStore.useSelector
