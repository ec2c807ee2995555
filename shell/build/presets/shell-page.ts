import type { UserConfig } from 'vite'
import { preloadAppStart } from '../preload-app-start'
import { remotesManifest } from '../remotes-manifest'

/** The shell's page: `remotes.json`, and the app's first files listed in its preloads template. */
export function shellPage(): UserConfig {
  return { plugins: [remotesManifest(), preloadAppStart()] }
}
