import type { ShellEvent } from '../privacy/event-registry'
import type { BuildStamp, EventStamp } from '../release/event-stamp'

/**
 * An event as it reaches the data layer: stamped with the page's builds, and a `remote_error` also
 * with the failing remote's own build and source.
 */
export type TrackedEvent = ShellEvent & Partial<EventStamp & BuildStamp>

/** Where events the visitor agreed to measure wait for the page to be hidden, then leave in one go. */
export interface EventCollector {
  collect: (event: TrackedEvent) => void
  /** Drops what waits, here and in storage: the visitor withdrew their consent. */
  forget: () => void
  /** Sends again, once the page is idle, what earlier pages could not deliver. */
  resend: () => void
}
