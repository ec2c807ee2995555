import { useEffect, type RefObject } from 'react'

export const RESERVED_SPACE_PROPERTY = '--consent-prompt-height'

/**
 * Keeps the page's bottom free for the prompt while it shows (WCAG 2.4.11, focus not obscured): the
 * stylesheet turns its height into
 * the page's scroll padding (a focused element is scrolled above the prompt, never behind it) and
 * into room after the footer (the page's end can be read above it). Nothing moves: the room is
 * added below everything, and the prompt itself is fixed.
 */
export function useReservedSpace(element: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const target = element.current
    if (!shown || !target) return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty(RESERVED_SPACE_PROPERTY, `${target.offsetHeight}px`),
    )
    observer.observe(target)
    // Browsers scroll a focused element into view only when it is outside the viewport, not when it
    // is behind something fixed: one that lands behind the prompt is brought above it (scrollIntoView
    // honours the scroll padding).
    const bringAbove = (event: FocusEvent) => {
      const focused = event.target
      if (!(focused instanceof Element) || target.contains(focused)) return
      if (focused.getBoundingClientRect().bottom > target.getBoundingClientRect().top) {
        focused.scrollIntoView({ block: 'nearest' })
      }
    }
    document.addEventListener('focusin', bringAbove)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', bringAbove)
      root.style.removeProperty(RESERVED_SPACE_PROPERTY)
    }
  }, [element, shown])
}
