import type { StateCreator } from 'zustand'
import type { EventStamp } from '../release/event-stamp'
import { registeredEvent, type ShellEvent } from '../privacy/event-registry'
import type { MeasurementGate } from './measurement-gate'
import type { EventCollector, TrackedEvent } from './tracked-event'
import type { GtagDataLayer } from '../privacy/consent-mode'

export type { ShellEvent, WebVitalEvent } from '../privacy/event-registry'
export type { TrackedEvent } from './tracked-event'

export type DataLayer = { push: (event: TrackedEvent) => unknown }

export interface AnalyticsSlice {
  track: (event: ShellEvent) => void
}

function stamped(event: ShellEvent, stamp: EventStamp): TrackedEvent {
  const own =
    event.event === 'remote_error' ? stamp.builds[event.remote as keyof EventStamp['builds']] : undefined
  return { ...event, ...stamp, ...(own ? { build: own.build, source: own.source } : {}) }
}

/**
 * Every event goes through `gate` (the visitor's answer about measurement) with only the fields the
 * event registry describes; what passes goes to the data layer and, when given, to `collector` (the
 * site's own, see event-beacon.ts). `stamp` is known once the page's record is read (the remotes wait for
 * it too): an event tracked before that is pushed as soon as it is, in order. Without a stamp
 * (compose, a remote's own tests) events go as they are: no remote was loaded.
 */
export function createAnalyticsSlice(
  getDataLayer: () => DataLayer,
  gate: MeasurementGate,
  stamp?: EventStamp | Promise<EventStamp>,
  collector?: EventCollector,
): StateCreator<AnalyticsSlice> {
  let known = stamp instanceof Promise ? undefined : stamp
  const ready = stamp instanceof Promise ? stamp.then((value) => (known = value)) : undefined
  const deliver = (event: TrackedEvent) => {
    getDataLayer().push(event)
    collector?.collect(event)
  }
  const push = (event: ShellEvent) => {
    if (stamp === undefined) deliver(event)
    else if (known) deliver(stamped(event, known))
    else void ready!.then((value) => deliver(stamped(event, value)))
  }
  return () => ({
    track: (event) => {
      const allowed = registeredEvent(event)
      if (allowed) gate.send(() => push(allowed))
    },
  })
}

declare global {
  interface Window {
    /** Events, and Consent Mode's commands as gtag pushes them (its `arguments` objects). */
    dataLayer?: Array<TrackedEvent | IArguments>
  }
}

export function windowDataLayer(): DataLayer & GtagDataLayer {
  window.dataLayer ??= []
  return window.dataLayer
}
