import type { Plugin } from 'vite'
import { pluginChanged } from './installed'

/**
 * In a remote built with `generate: false` the plugin deletes each shared package's chunk but not the
 * code those chunks had in common (React itself, which react-dom requires too): an orphan chunk.
 * Nothing loads it, but it must not be served: drop chunks no one imports or names. A remote build
 * with no orphan fails: the plugin has changed, and this patch is either obsolete or blind to what
 * it should drop.
 */
export function dropOrphanChunks(): Plugin {
  return {
    name: 'pacanele:drop-orphan-chunks',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const imported = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))
      const referencedByCode = (fileName: string) =>
        chunks.some((chunk) => chunk.code.includes(fileName.split('/').pop()!))
      const orphans = chunks.filter(
        (chunk) =>
          !chunk.isEntry &&
          !chunk.isDynamicEntry &&
          !imported.has(chunk.fileName) &&
          !referencedByCode(chunk.fileName),
      )
      if (orphans.length === 0)
        throw pluginChanged(
          'orphan-chunks',
          'a remote built with generate: false left no orphan chunk of its shared packages to drop',
        )
      for (const orphan of orphans) delete bundle[orphan.fileName]
    },
  }
}
