import type { StateCreator } from 'zustand'
import type { AnalyticsEvent } from '../contract'
import type { BuildStamp, EventStamp } from '../release/event-stamp'

/** A Core Web Vital of this page view, as web-vitals reports it. */
export interface WebVitalEvent {
  event: 'web_vital'
  name: 'LCP' | 'INP' | 'CLS'
  value: number
  rating: 'good' | 'needs-improvement' | 'poor'
  /** Unique per page view and metric: a metric reported again replaces the earlier value. */
  id: string
}

/** Remotes send the contract's events; the shell also sends these. */
export type ShellEvent = AnalyticsEvent | WebVitalEvent

/**
 * An event as it reaches the data layer: stamped with the page's builds, and a `remote_error` also
 * with the failing remote's own build and source.
 */
export type TrackedEvent = ShellEvent & Partial<EventStamp & BuildStamp>

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
 * `stamp` is known once the page's manifest is read (the remotes wait for it too): an event tracked
 * before that is pushed as soon as it is, in order. Without a stamp (compose, a remote's own tests)
 * events go as they are: no remote was loaded.
 */
export function createAnalyticsSlice(
  getDataLayer: () => DataLayer,
  stamp?: EventStamp | Promise<EventStamp>,
): StateCreator<AnalyticsSlice> {
  if (stamp === undefined) return () => ({ track: (event) => void getDataLayer().push(event) })
  let known = stamp instanceof Promise ? undefined : stamp
  const ready = Promise.resolve(stamp).then((value) => (known = value))
  return () => ({
    track: (event) => {
      if (known) getDataLayer().push(stamped(event, known))
      else void ready.then((value) => getDataLayer().push(stamped(event, value)))
    },
  })
}

declare global {
  interface Window {
    dataLayer?: TrackedEvent[]
  }
}

export function windowDataLayer(): DataLayer {
  window.dataLayer ??= []
  return window.dataLayer
}
