import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS } from './menu-timing'

export { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS }

type PointerLike = { pointerType: string }

/**
 * Hover intent for a menu whose open state lives elsewhere. Only a mouse hovers: touch and pen
 * taps are left to the trigger's own toggle, so a tap never opens and closes in one go.
 */
export function useMenuHover(open: boolean, setOpen: (open: boolean) => void) {
  const openTimer = useRef<number | undefined>(undefined)
  const closeTimer = useRef<number | undefined>(undefined)
  /** Read by timers and handlers that may run before the next render. */
  const isOpen = useRef(open)
  useLayoutEffect(() => {
    isOpen.current = open
  }, [open])
  /** The menu appeared under the pointer: a click on the trigger then confirms it. */
  const openedByHover = useRef(false)

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current)
    window.clearTimeout(closeTimer.current)
  }, [])

  useEffect(() => clearTimers, [clearTimers])

  const change = useCallback(
    (next: boolean) => {
      isOpen.current = next
      setOpen(next)
    },
    [setOpen],
  )

  /** For the menu's own open/close requests (click, tap, keys, Escape, outside click, choosing a link). */
  const onOpenChange = useCallback(
    (next: boolean) => {
      clearTimers()
      openedByHover.current = false
      change(next)
    },
    [clearTimers, change],
  )

  const onEnter = useCallback(
    (event: PointerLike) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(closeTimer.current)
      if (isOpen.current) return
      window.clearTimeout(openTimer.current)
      openTimer.current = window.setTimeout(() => {
        openedByHover.current = true
        change(true)
      }, MENU_HOVER_OPEN_DELAY_MS)
    },
    [change],
  )

  const onLeave = useCallback(
    (event: PointerLike) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(openTimer.current)
      if (!isOpen.current) return
      window.clearTimeout(closeTimer.current)
      closeTimer.current = window.setTimeout(() => {
        openedByHover.current = false
        change(false)
      }, MENU_HOVER_CLOSE_GRACE_MS)
    },
    [change],
  )

  /**
   * A click on the trigger of a menu the pointer has just opened confirms it instead of closing it.
   * Returns true when the trigger must not toggle.
   */
  const keepOpenOnPress = useCallback(
    (event: PointerLike) => {
      clearTimers()
      if (event.pointerType === 'mouse' && isOpen.current && openedByHover.current) {
        openedByHover.current = false
        return true
      }
      return false
    },
    [clearTimers],
  )

  return { onOpenChange, onEnter, onLeave, keepOpenOnPress, clearTimers }
}
