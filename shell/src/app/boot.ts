import { matchRoutes, type RouteObject } from 'react-router-dom'
import { remoteKeys, type RemoteKey } from '../federation/apps'
import type { CompositionRecord } from '../prerender/composition'
import { loadExposed } from '../remote/load-remote'
import { COMPOSED_REMOTES_WAIT_MS, FIRST_RENDER_WAIT_MS } from '../remote/timeout'

/** What a route may declare: the remote modules its page needs, for the first render. */
export interface RouteHandle {
  preload?: (search: URLSearchParams) => Promise<unknown>[]
}

/**
 * Starts loading the first page's remotes and waits for them (bounded), so the first render is
 * the complete page rather than "Loading..." (and later, prerendered HTML is not replaced by it).
 */
export async function preloadFirstRoute(routes: RouteObject[]): Promise<void> {
  const leaf = matchRoutes(routes, window.location)?.at(-1)
  const preload = (leaf?.route.handle as RouteHandle | undefined)?.preload
  if (!preload) return
  const loads = Promise.allSettled(preload(new URLSearchParams(window.location.search)))
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
}

/**
 * Before hydrating a composed page: the modules of the remotes it was composed from (the page
 * preloads them), so each slot hydrates at once. Bounded: a slot whose remote is later keeps its
 * server HTML on screen until it arrives, or until its own timeout.
 */
export async function preloadComposedRemotes(record: CompositionRecord): Promise<void> {
  const loads = record.modules.flatMap((id) => {
    const [remote, name] = id.split('/') as [RemoteKey, string]
    return isRemoteKey(remote) ? [loadExposed(remote, name as never)] : []
  })
  await Promise.race([
    Promise.allSettled(loads),
    new Promise((resolve) => setTimeout(resolve, COMPOSED_REMOTES_WAIT_MS)),
  ])
}

function isRemoteKey(value: string): value is RemoteKey {
  return (remoteKeys as string[]).includes(value)
}
