import { useEffect, useEffectEvent, useRef, type ToggleEvent } from 'react'

/**
 * Reports a `<details>` opening, once per open, for analytics: the browser opens and closes it on
 * its own, this only listens. An item a visitor opened before the app hydrated it is reported once
 * hydrated: its `toggle` event either fired with no listener yet (caught up at mount) or arrives
 * after the mount's catch-up (then already reported).
 */
export function useOpenReport(report: () => void) {
  const ref = useRef<HTMLDetailsElement>(null)
  const reportedOpen = useRef(false)
  const settle = (open: boolean) => {
    if (open && !reportedOpen.current) report()
    reportedOpen.current = open
  }
  const catchUp = useEffectEvent(() => {
    if (ref.current?.open) settle(true)
  })
  useEffect(() => catchUp(), [])
  // The state the element is in now: a toggle event may stand for several changes in one task.
  const onToggle = (event: ToggleEvent<HTMLDetailsElement>) => settle(event.currentTarget.open)
  return { ref, onToggle }
}
