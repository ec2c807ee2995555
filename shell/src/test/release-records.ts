import type { RemoteKey } from '../federation/apps'
import type { PageBuild, PageReleases } from '../release/page-builds'
import type { ReleaseRecord, RemoteReleases } from '../release/release-record-schema'

export const faqOrigin = 'https://faq.example.ro'
export const shellOrigin = 'https://pacanele.example.ro'

export function faqEntry(build: string, origin = faqOrigin): string {
  return `${origin}/${build}/assets/remoteEntry.js`
}

/** The FAQ remote at stable b41 (previous b40), with candidates b42 and b43 and b39 blocked. */
export function faqReleases(overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  return {
    stable: { build: 'b41', entry: faqEntry('b41') },
    previous: { build: 'b40', entry: faqEntry('b40') },
    candidates: { b42: { entry: faqEntry('b42') }, b43: { entry: faqEntry('b43') } },
    blocked: ['b39'],
    ...overrides,
  }
}

export function testRecord(faq: Partial<RemoteReleases> = {}): ReleaseRecord {
  return {
    version: 2,
    remotes: {
      home: { stable: { build: 'h7', entry: '/home/h7/assets/remoteEntry.js' }, candidates: {}, blocked: [] },
      faq: faqReleases(faq),
    },
  }
}

/** A page whose remotes all load their stable build from these entries. */
export function stablePage(entries: Record<RemoteKey, string>): Pick<PageReleases, 'builds'> {
  return {
    builds: Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [
        key,
        { build: `${key}-1`, entry, source: 'stable', reason: 'stable' } satisfies PageBuild,
      ]),
    ) as Record<RemoteKey, PageBuild>,
  }
}
