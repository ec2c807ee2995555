import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'

/** The repository's root, where the one `eslint.config.js` of every package lives. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const eslint = new ESLint({ cwd: repoRoot })

/**
 * What one rule of the repository's lint says of `source`, as if it were the file at `path` (from the
 * root): the tests of the lint's own rules inject a file that never exists on disk.
 */
export async function lintFindings(ruleId: string, path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}${path}` })
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message)
}
