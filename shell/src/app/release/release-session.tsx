import { createContext, useContext } from 'react'
import type { PageReleases } from '../../release/page-builds'
import type { PreviewProposal } from './preview-proposal'

/** What the release controls take from the page session (`boot/page-session.ts`). */
export interface ReleaseSession {
  /** This page's releases, resolved once. */
  releases: Promise<PageReleases>
  proposal: PreviewProposal
}

const ReleaseSessionContext = createContext<ReleaseSession | null>(null)

export const ReleaseSessionProvider = ReleaseSessionContext.Provider

/** Null where no browser boot ran (the compose step): there are no releases to show. */
export function useReleaseSession(): ReleaseSession | null {
  return useContext(ReleaseSessionContext)
}
