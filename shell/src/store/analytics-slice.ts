import type { StateCreator } from 'zustand'

/** Events pushed to `window.dataLayer`, the Google Tag Manager convention. */
export type AnalyticsEvent =
  | { event: 'page_view'; path: string; title: string; location: string }
  | { event: 'play_free_click'; gameId: string }
  | { event: 'play_real_click'; gameId: string }
  | { event: 'search'; query: string; results: number }
  | { event: 'faq_open'; topic: string; questionId: string }
  | { event: 'favourite_toggle'; gameId: string; favourite: boolean }
  | { event: 'remote_error'; remote: string; module: string; reason: string }

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
