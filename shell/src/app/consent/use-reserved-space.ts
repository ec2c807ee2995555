import { useEffect, type RefObject } from 'react'

/** Between a focused element scrolled above the prompt and the prompt's top edge. */
const FOCUS_GAP = '0.5rem'

/**
 * Keeps the page's bottom free for the prompt while it shows (WCAG 2.4.11, focus not obscured): its
 * height becomes the page's scroll padding (a focused element is scrolled above the prompt, never
 * behind it) and room after the footer (the page's end can be read above it). Nothing moves: the
 * room is added below everything, and the prompt itself is fixed.
 *
 * Both are set on `<html>` and `<body>` themselves, not passed down as a custom property from the
 * root: a custom property inherits, so changing it on `<html>` restyled every element of the page
 * (about 470 on `/`, 84–147 ms of a phone-class CPU in one task, just after the page came alive),
 * where these two properties, which do not inherit, restyle two.
 */
export function useReservedSpace(element: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const target = element.current
    if (!shown || !target) return
    const { documentElement: root, body } = document
    const observer = new ResizeObserver(() => {
      const height = `${target.offsetHeight}px`
      root.style.scrollPaddingBottom = `calc(${height} + ${FOCUS_GAP})`
      body.style.paddingBottom = height
    })
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
      root.style.removeProperty('scroll-padding-bottom')
      body.style.removeProperty('padding-bottom')
    }
  }, [element, shown])
}
