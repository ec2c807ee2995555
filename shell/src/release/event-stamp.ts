import type { RemoteKey } from '../federation/apps'
import type { PageBuild } from './page-builds'

/** A remote's build as analytics records it. */
export interface BuildStamp {
  build: string | null
  source: PageBuild['source']
}

/**
 * What every analytics event of the page carries: each remote's build and where it came from, and
 * `preview: true` when a remote is previewed, so dashboards can leave testers out.
 */
export interface EventStamp {
  builds: Partial<Record<RemoteKey, BuildStamp>>
  preview?: true
}

export function eventStamp(builds: Partial<Record<RemoteKey, PageBuild>>): EventStamp {
  const stamps = Object.fromEntries(
    Object.entries(builds).map(([remote, { build, source }]) => [remote, { build, source }]),
  ) as EventStamp['builds']
  const previewed = Object.values(builds).some((build) => build.source === 'preview')
  return previewed ? { builds: stamps, preview: true } : { builds: stamps }
}
