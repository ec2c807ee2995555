import type { StateCreator } from 'zustand'
import type { AnalyticsEvent } from '../contract'

export type DataLayer = { push: (event: AnalyticsEvent) => unknown }

export interface AnalyticsSlice {
  track: (event: AnalyticsEvent) => void
}

export function createAnalyticsSlice(getDataLayer: () => DataLayer): StateCreator<AnalyticsSlice> {
  return () => ({
    track: (event) => {
      getDataLayer().push(event)
    },
  })
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export function windowDataLayer(): DataLayer {
  window.dataLayer ??= []
  return window.dataLayer
}
