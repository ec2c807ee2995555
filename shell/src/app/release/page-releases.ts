import type { PageReleases } from '../../release/page-builds'

let current: Promise<PageReleases> | undefined

/** The boot hands over what this page loads; the release controls read it. */
export function providePageReleases(releases: Promise<PageReleases>): void {
  current = releases
}

/** Undefined where no browser boot ran (compose, tests without it). */
export function currentPageReleases(): Promise<PageReleases> | undefined {
  return current
}
