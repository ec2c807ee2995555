import type { AppState } from './index'
import { createStoreContext } from './store-context'

/** The whole store, for the shell's own components; remotes get theirs through `./react`. */
const shellStore = createStoreContext<AppState>('useShellStore')

export const ShellStoreProvider = shellStore.Provider
export const useShellStore = shellStore.useSelector
export const useShellStoreApi = shellStore.useStoreApi
