/** How many events a page keeps while the visitor has not answered; older ones beyond it are dropped. */
export const HELD_EVENTS_LIMIT = 100

/**
 * Where analytics events wait for the visitor's answer about measurement: sent at once when they
 * accepted it, held in the page's memory (never stored) until they answer, then sent in order if
 * they accept or dropped if they refuse. A visitor who never answers sends nothing.
 */
export interface MeasurementGate {
  send: (push: () => void) => void
  decide: (granted: boolean) => void
}

export function measurementGate(granted: boolean | null): MeasurementGate {
  let decision = granted
  let held: Array<() => void> = []
  return {
    send: (push) => {
      if (decision === true) push()
      else if (decision === null) held = [...held, push].slice(-HELD_EVENTS_LIMIT)
    },
    decide: (answer) => {
      decision = answer
      const waiting = held
      held = []
      if (answer) waiting.forEach((push) => push())
    },
  }
}
