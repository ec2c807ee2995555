import { canonicalPath } from '../contract/routes'

/** Client-side twin of the server's canonical redirect, for hosts that serve index.html for everything. */
export function canonicalizeLocation(): void {
  const canonical = canonicalPath(window.location.pathname)
  if (canonical !== window.location.pathname) {
    window.history.replaceState(null, '', canonical + window.location.search + window.location.hash)
  }
}
