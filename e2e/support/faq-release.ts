import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repo } from './deploy'

/** A question of the home page's FAQ, and how the FAQ team's next release words it. */
export const OLD_QUESTION = 'Ce sunt păcănelele online?'
export const NEW_QUESTION = 'Ce înseamnă, de fapt, păcănele online?'

/** The FAQ team's next release: its own config, merging the shared one, with one question reworded. */
export function rewordedFaqConfig(dir: string): string {
  const file = join(dir, 'vite.release.config.ts')
  writeFileSync(
    file,
    `import { defineAppConfig } from ${JSON.stringify(join(repo, 'shell/build/app-config.ts'))}
export default defineAppConfig('faq', {
  plugins: [{
    name: 'release-reworded-question',
    transform: (code, id) => id.endsWith('/data/home.ts') ? code.replace(${JSON.stringify(OLD_QUESTION)}, ${JSON.stringify(NEW_QUESTION)}) : undefined,
  }],
})
`,
  )
  return file
}
