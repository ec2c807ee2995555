import { mergeConfig, type UserConfig } from 'vite'
import { appBase } from './presets/app-base'
import { deployFiles } from './presets/deploy-files'
import { devServer } from './presets/dev-server'
import { federation } from './presets/federation'
import { serverBundle } from './presets/server-bundle'

export { buildMeta, operatorSettings, remoteBuildMeta, siteOrigin } from './app-meta'
export { appBase, deployFiles, devServer, federation, serverBundle }
export { monolith } from './presets/monolith'
export { shellPage } from './presets/shell-page'

/**
 * An app's Vite config from named presets, merged in order (plugins keep it). Each preset's plugins
 * say themselves, with Vite's `apply`, whether they run in a build, the dev server or the monolith mode.
 */
export function composePresets(...presets: UserConfig[]): UserConfig {
  return presets.reduce((config, preset) => mergeConfig(config, preset), {})
}
