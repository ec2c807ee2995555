import type { Disclosure } from './menu-hover'

/**
 * The menu's popover as the scripts see it: its open state is the browser's (`:popover-open`),
 * which a tap, Escape or a click outside may change without asking. Closing hands focus that was
 * inside the list back to the trigger, not to whatever had it before the menu opened (a search
 * box, if the mouse opened it).
 */
export function menuPopover(panel: HTMLElement, trigger: HTMLElement): Disclosure {
  const isOpen = () => panel.matches(':popover-open')
  return {
    isOpen,
    open() {
      if (!isOpen()) panel.showPopover()
    },
    close() {
      if (!isOpen()) return
      const focusWasInside = panel.contains(document.activeElement)
      panel.hidePopover()
      if (focusWasInside) trigger.focus()
    },
  }
}
