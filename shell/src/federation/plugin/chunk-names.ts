/**
 * How the plugin names the chunks it writes. Free of Node and of the browser, so compose, the
 * benchmarks and the end-to-end helpers (`shell/tooling/federation/plugin/chunk-names`) ask here instead of spelling them.
 */
const SHARED_PREFIX = '__federation_shared_'
const EXPOSED_PREFIX = '__federation_expose_'

/** A shared package's chunk in the shell's build (`__federation_shared_react-<hash>.js`). */
export function isSharedChunk(fileName: string): boolean {
  const name = fileName.slice(fileName.lastIndexOf('/') + 1)
  return name.startsWith(SHARED_PREFIX) && name.endsWith('.js')
}

/** The shared chunk of one package (`react`: `__federation_shared_react-<hash>.js`, not react-dom's). */
export function isSharedChunkOf(fileName: string, pkg: string): boolean {
  const name = fileName.slice(fileName.lastIndexOf('/') + 1)
  return new RegExp(`^${SHARED_PREFIX}${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`).test(
    name,
  )
}

/** A URL path of the JS chunk of one exposed module of a remote (`Faq`: `…/__federation_expose_Faq-<hash>.js`). */
export function isExposedChunk(path: string, module: string): boolean {
  return path.includes(`${EXPOSED_PREFIX}${module}`) && path.endsWith('.js')
}

/**
 * The file names of exposed modules' JS chunks as they appear in a remoteEntry.js: one module's
 * (`exposedChunkPattern('Faq')`), or, without a name, every exposed module's (`./meta`'s is `Meta`).
 */
export function exposedChunkPattern(module?: string, flags = ''): RegExp {
  return new RegExp(`${EXPOSED_PREFIX}${module ?? '[A-Za-z]+'}-[\\w-]+\\.js`, flags)
}
