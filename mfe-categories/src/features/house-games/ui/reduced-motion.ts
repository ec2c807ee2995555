/** Read at each spin, so a change of the system setting applies at once; false where there is no window. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  )
}
