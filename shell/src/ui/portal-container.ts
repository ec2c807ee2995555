import { createContext, useContext } from 'react'

/**
 * Where a remote's portals (dialogs) mount: inside the remote's style scope, so that its scoped
 * CSS still applies to them. Null means document.body.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null)

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext)
}
