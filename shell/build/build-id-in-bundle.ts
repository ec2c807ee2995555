import { BUILD_ID_PLACEHOLDER } from './build-id'

/**
 * The build id a remote's server bundle carries (`./meta`'s `buildId`): a key, quoted as JSON or not,
 * its value in whatever quotes the bundler writes in minified code.
 */
const BUILD_ID_IN_BUNDLE = new RegExp(`buildId"?:\\s*["'\`]([0-9a-f]{${BUILD_ID_PLACEHOLDER.length}})["'\`]`)

/** The stamped build id in a server bundle's code; undefined when it holds none (or the placeholder). */
export function buildIdInServerBundle(code: string): string | undefined {
  return BUILD_ID_IN_BUNDLE.exec(code)?.[1]
}
