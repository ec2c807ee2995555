import type { UserConfig } from 'vite'
import { preloadAppStart } from '../preload-app-start'
import { buildTimeReleaseRecord } from '../remote-entry-urls'

/** The shell's page: `release-record.json`, and the app's first files listed in its preloads template. */
export function shellPage(): UserConfig {
  return { plugins: [buildTimeReleaseRecord(), preloadAppStart()] }
}
