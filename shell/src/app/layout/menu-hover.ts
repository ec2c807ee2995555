import { useCallback, useEffect, useRef } from 'react'

/** SPEC §8: the menu opens 100 ms after the pointer rests on it and stays 300 ms after it leaves. */
export const MENU_HOVER_OPEN_DELAY_MS = 100
export const MENU_HOVER_CLOSE_GRACE_MS = 300

type PointerLike = { pointerType: string }

/**
 * Hover intent for a menu whose open state lives elsewhere. Only a mouse hovers: touch and pen
 * taps are left to the trigger's own toggle, so a tap never opens and closes in one go.
 */
export function useMenuHover(open: boolean, setOpen: (open: boolean) => void) {
  const openTimer = useRef<number | undefined>(undefined)
  const closeTimer = useRef<number | undefined>(undefined)
  /** The menu appeared under the pointer: it must not take focus from where the visitor is. */
  const openedByHover = useRef(false)
  /** The menu went away because the pointer left: focus must not jump to the trigger. */
  const closedByHover = useRef(false)

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current)
    window.clearTimeout(closeTimer.current)
  }, [])

  useEffect(() => clearTimers, [clearTimers])

  /** For the menu's own open/close requests (click, tap, keys, Escape, outside click, choosing a link). */
  const onOpenChange = useCallback(
    (next: boolean) => {
      clearTimers()
      if (next) openedByHover.current = false
      closedByHover.current = false
      setOpen(next)
    },
    [clearTimers, setOpen],
  )

  const onEnter = useCallback(
    (event: PointerLike) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(closeTimer.current)
      if (open) return
      window.clearTimeout(openTimer.current)
      openTimer.current = window.setTimeout(() => {
        openedByHover.current = true
        closedByHover.current = false
        setOpen(true)
      }, MENU_HOVER_OPEN_DELAY_MS)
    },
    [open, setOpen],
  )

  const onLeave = useCallback(
    (event: PointerLike) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(openTimer.current)
      if (!open) return
      window.clearTimeout(closeTimer.current)
      closeTimer.current = window.setTimeout(() => {
        closedByHover.current = true
        setOpen(false)
      }, MENU_HOVER_CLOSE_GRACE_MS)
    },
    [open, setOpen],
  )

  /**
   * A click on the trigger of a menu the pointer has just opened confirms it instead of closing it.
   * Returns true when the trigger must not toggle.
   */
  const keepOpenOnPress = useCallback(
    (event: PointerLike) => {
      clearTimers()
      if (event.pointerType === 'mouse' && open && openedByHover.current) {
        openedByHover.current = false
        return true
      }
      return false
    },
    [clearTimers, open],
  )

  return { onOpenChange, onEnter, onLeave, keepOpenOnPress, clearTimers, openedByHover, closedByHover }
}
