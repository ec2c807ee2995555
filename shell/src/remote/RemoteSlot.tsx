import { useId, useState } from 'react'
import type { RemoteKey } from '../federation/apps'
import { ClientSlot } from './ClientSlot'
import { HydratingSlot } from './HydratingSlot'
import type { ExposedName, RemoteSlotProps } from './slot-parts'

export { LOADING_TEXT, LoadingText, type RemoteSlotProps } from './slot-parts'

/**
 * One exposed module of a remote, in its own element (`data-slot-id`, equal on the server and while
 * hydrating, from `useId`). A slot the server composed hydrates on its own, when its remote's code
 * arrives (`HydratingSlot`); any other loads and renders in the browser (`ClientSlot`). A fresh
 * `React.lazy` per attempt, because a rejected lazy component stays rejected; the router's
 * route-level `lazy` is not used for the same reason (see README, Decisions).
 */
export function RemoteSlot<K extends RemoteKey, N extends ExposedName<K>>(props: RemoteSlotProps<K, N>) {
  const slotId = useId()
  const [composed] = useState(() => isComposedSlot(slotId))
  return composed ? <HydratingSlot {...props} slotId={slotId} /> : <ClientSlot {...props} slotId={slotId} />
}

/** While hydrating, `useId` matches the server's id; a client render's ids never do. */
function isComposedSlot(slotId: string): boolean {
  if (typeof document === 'undefined') return false
  return [...document.querySelectorAll('[data-slot-id]')].some(
    (slot) => slot.getAttribute('data-slot-id') === slotId,
  )
}
