import { useEffect, useRef } from 'react'
import { useAppStore } from 'shell/store/react'

/**
 * One `search` event per distinct query. The ref survives StrictMode's mount–unmount–mount of
 * effects and re-renders, so neither sends the same query twice.
 */
export function useTrackSearch(query: string, results: number) {
  const track = useAppStore((state) => state.track)
  const lastTracked = useRef<string | null>(null)
  useEffect(() => {
    if (lastTracked.current === query) return
    lastTracked.current = query
    track({ event: 'search', query, results })
  }, [query, results, track])
}
