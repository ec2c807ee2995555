import type { ReleaseSession } from '../app/release/release-session'
import { takePreviewProposal } from '../app/release/preview-proposal'
import type { CompositionRecord } from '../page-format/composition-record'
import type { PageReleases } from '../release/page-builds'
import { eventStamp } from '../release/event-stamp'
import { rememberComposedHead } from '../remote/composed-head'
import { createRemoteLoader } from '../remote/load-remote'
import type { RemoteSession } from '../remote/remote-session'
import { createAppStore, type AppStore } from '../store'
import { eventBeacon } from '../store/event-beacon'
import { remoteStoreOf } from '../store/remote-store'

/** What `main.ts` read before the app ran. */
export interface PageStart {
  /** The composition record, parsed once; null for a page rendered in the browser. */
  composition: CompositionRecord | null
  /** This page's releases, when `main.ts` resolved them already (a page that lists a canary's files). */
  releases: Promise<PageReleases> | null
}

/**
 * Everything one page load shares, made once and handed to what needs it: the slots take `remotes`
 * and the release controls `releases` from React context (`AppRoot`), the boot's modules take the
 * parts they use as arguments.
 */
export interface PageSession {
  composition: CompositionRecord | null
  store: AppStore
  remotes: RemoteSession
  releases: ReleaseSession
}

export function createPageSession({ composition, releases: early }: PageStart): PageSession {
  const proposal = takePreviewProposal()
  // Each remote's build for this page (stable, canary or a confirmed preview): read once, used by all.
  // Its own chunk (the record's schema and zod), evaluated in its own task, not in the app's.
  const releases =
    early ?? import('./page-releases').then(({ resolvePageReleases }) => resolvePageReleases(composition))
  const store = createAppStore({
    eventStamp: releases.then(({ builds }) => eventStamp(builds)),
    collector: eventBeacon(),
  })
  return {
    composition,
    store,
    remotes: {
      loader: createRemoteLoader(releases),
      composition,
      composedHead: composition ? rememberComposedHead() : null,
      remoteStore: remoteStoreOf(store),
    },
    releases: { releases, proposal },
  }
}
