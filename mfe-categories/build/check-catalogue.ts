import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { popularGameIds } from '../src/catalogue/popular'
import { checkCatalogue, type ContentFile } from '../src/catalogue/schema'
import { categoriesOf } from '../src/catalogue/categories'

function readContent(dir: string): { files: ContentFile[]; problems: string[] } {
  const files: ContentFile[] = []
  const problems: string[] = []
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue
    const file = `content/games/${name}`
    try {
      files.push({ file, data: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown })
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`)
    }
  }
  return { files, problems }
}

/**
 * Checks the game content files before anything is bundled: a bad entry stops the build (and the
 * dev server) with one line per problem, naming the file, the game and the field.
 */
export function checkCatalogueContent(appDir: string): Plugin {
  const dir = join(appDir, 'content', 'games')
  return {
    name: 'pacanele:check-catalogue',
    buildStart() {
      const content = readContent(dir)
      for (const name of readdirSync(dir)) this.addWatchFile(join(dir, name))
      const { games, problems } = checkCatalogue(content.files, categoriesOf)
      problems.unshift(...content.problems)
      const ids = new Set(games.map((game) => game.id))
      for (const id of popularGameIds) {
        if (!ids.has(id)) problems.push(`popular.ts: the home page shows "${id}", which has no content file`)
      }
      if (problems.length > 0) {
        this.error(`The game catalogue has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
      }
    },
  }
}
