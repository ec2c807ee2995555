import type { UserConfig } from 'vite'
import type { AppKey } from '../../src/federation/apps'
import { siteOrigin } from '../app-meta'
import { precompressAssets } from '../precompress'
import { statusPages } from '../status-pages'

/** What a build deploys beside its code (builds only): Romanian status pages, then every file precompressed. */
export function deployFiles(app: AppKey): UserConfig {
  return { plugins: [statusPages(app === 'shell' ? 'shell' : 'remote', siteOrigin()), precompressAssets()] }
}
