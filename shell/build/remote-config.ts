/**
 * The shell's package entry `shell/vite-presets`: all a remote's `vite.config.ts` imports, its one
 * preset list and the team's own additions. The presets themselves, and the shell's own composition,
 * stay behind it (`vite-presets.ts`), so a remote's config cannot come to depend on one of them.
 */
import type { PluginOption, UserConfig } from 'vite'
import type { RemoteKey } from '../src/federation/apps'
import { appBase, composePresets, deployFiles, devServer, federation, serverBundle } from './vite-presets'

/** A team's changes to its remote: plugins (the server bundle gets them too) and constants. */
export interface TeamConfig {
  plugins?: PluginOption[]
  define?: Record<string, string>
}

/**
 * Every remote's config: its presets, then the team's own. Each remote's `vite.config.ts` and a test's
 * build of a remote (a release, a skewed build) use it.
 */
export function remoteConfig(app: RemoteKey, team: TeamConfig = {}): UserConfig {
  return composePresets(
    appBase(app),
    federation(app),
    serverBundle(app, team.plugins),
    deployFiles(app),
    devServer(app),
    team,
  )
}
