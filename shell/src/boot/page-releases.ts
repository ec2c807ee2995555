import { fetchPageReleases } from '../remote/manifest'
import type { PageReleases } from '../release/page-builds'

let pagePromise: Promise<PageReleases> | undefined

/**
 * This page's releases, read once: the boot may ask before the app runs (a composed page that hints
 * a canary, see `main.ts`), and the app then takes the same answer.
 */
export function pageReleasesOnce(): Promise<PageReleases> {
  pagePromise ??= fetchPageReleases(__REMOTE_FALLBACK_URLS__)
  return pagePromise
}
