import { useEffect, useRef, type RefObject } from 'react'
import { createMenuHover, type Disclosure, type MenuHover } from './menu-hover'
import { menuPopover } from './menu-popover'

export interface MenuControls {
  menu: Disclosure
  hover: MenuHover
}

/**
 * The menu's popover and its hover intent, from the moment the app has taken the page over (an
 * effect: server HTML and first client render stay the same). Before that, and without the app's
 * JS, the browser's own popover behaviour is all there is, and it is enough.
 */
export function useMenuControls(
  panelRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
): RefObject<MenuControls | null> {
  const controls = useRef<MenuControls | null>(null)
  useEffect(() => {
    const panel = panelRef.current
    const trigger = triggerRef.current
    if (!panel || !trigger) return
    const menu = menuPopover(panel, trigger)
    const hover = createMenuHover(menu)
    controls.current = { menu, hover }
    return () => {
      hover.cancel()
      controls.current = null
    }
  }, [panelRef, triggerRef])
  return controls
}
