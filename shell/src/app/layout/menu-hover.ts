import { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS } from './menu-timing'

export { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS }

/** Something that opens and closes on its own terms (the menu's popover), read afresh each time. */
export interface Disclosure {
  isOpen(): boolean
  open(): void
  close(): void
}

type PointerLike = { pointerType: string }

export interface MenuHover {
  /** The pointer entered the trigger or the menu. */
  enter(event: PointerLike): void
  /** The pointer left the trigger or the menu. */
  leave(event: PointerLike): void
  /**
   * A press on the trigger of a menu the mouse has just opened confirms it instead of closing it.
   * Returns true when the trigger must not toggle.
   */
  keepOpenOnPress(event: PointerLike): boolean
  /** Forgets pending timers: the menu was opened or closed by other means, or is going away. */
  cancel(): void
}

/**
 * Hover intent for a menu whose open state lives elsewhere (the browser's popover), so it is asked
 * rather than remembered: Escape or a tap outside may have closed it meanwhile. Only a mouse
 * hovers; touch and pen taps are left to the trigger's own toggle, so a tap never opens and closes
 * in one go. Free of React, so it is tested with fake timers alone.
 */
export function createMenuHover(menu: Disclosure): MenuHover {
  let openTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  /** The menu appeared under the pointer: a click on the trigger then confirms it. */
  let openedByHover = false

  const clearTimers = () => {
    clearTimeout(openTimer)
    clearTimeout(closeTimer)
  }

  return {
    enter(event) {
      if (event.pointerType !== 'mouse') return
      clearTimeout(closeTimer)
      if (menu.isOpen()) return
      clearTimeout(openTimer)
      openTimer = setTimeout(() => {
        if (menu.isOpen()) return
        openedByHover = true
        menu.open()
      }, MENU_HOVER_OPEN_DELAY_MS)
    },
    leave(event) {
      if (event.pointerType !== 'mouse') return
      clearTimeout(openTimer)
      if (!menu.isOpen()) return
      clearTimeout(closeTimer)
      closeTimer = setTimeout(() => {
        openedByHover = false
        if (menu.isOpen()) menu.close()
      }, MENU_HOVER_CLOSE_GRACE_MS)
    },
    keepOpenOnPress(event) {
      clearTimers()
      const keep = event.pointerType === 'mouse' && openedByHover && menu.isOpen()
      openedByHover = false
      return keep
    },
    cancel() {
      clearTimers()
      openedByHover = false
    },
  }
}
