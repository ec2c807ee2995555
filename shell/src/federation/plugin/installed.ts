import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const PLUGIN = '@originjs/vite-plugin-federation'
/** The release every patch in this folder was written against and checked on. */
export const PATCHED_VERSION = '1.4.1'

/** The version of the plugin this checkout has installed. */
export function installedVersion(): string {
  const require = createRequire(import.meta.url)
  const main = require.resolve(PLUGIN)
  const packageJsonPath = main.slice(0, main.lastIndexOf('/dist/')) + '/package.json'
  return (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version
}

/**
 * The error of a patch whose anchor in the plugin's generated code is gone: it names the installed
 * version, the one the patch was written for, and what no longer matched, so a plugin upgrade fails
 * the build where it must be looked at instead of shipping unpatched code.
 */
export function pluginChanged(patch: string, what: string): Error {
  return new Error(
    `${PLUGIN} ${installedVersion()} (patches written for ${PATCHED_VERSION}): ${patch}: ${what}. ` +
      'See shell/src/federation/plugin/.',
  )
}
