import type { StoreFault } from './store-fault'

/** Who hears a store's faults: `add` returns the function that stops one hearing them. */
export function faultListeners() {
  const listeners = new Set<(fault: StoreFault) => void>()
  return {
    add(listener: (fault: StoreFault) => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    report: (fault: StoreFault) => listeners.forEach((listener) => listener(fault)),
  }
}
