import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as sharedRouter from './shared-router'

const repo = join(dirname(expect.getState().testPath!), '../../..')
const APP_SOURCES = ['shell/src', 'mfe-home/src', 'mfe-categories/src', 'mfe-faq/src']
/** Not in the browser build: tests, each remote's standalone dev page, the server renderer. */
const NOT_SHIPPED = /\.test\.tsx?$|\/dev\/|\/test\/|\/prerender\//

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(path) ? [path] : []
  })
}

/** Every value (not type) an app imports from the router, with the file that imports it. */
function routerImports(): Array<{ name: string; file: string }> {
  return APP_SOURCES.flatMap((dir) => sourceFiles(join(repo, dir))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)]
      .filter((match) => !match[1])
      .flatMap((match) =>
        match[2]!
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => ({ name: part.split(/\s+as\s+/)[0]!, file: file.slice(repo.length + 1) })),
      ),
  )
}

/** The module a named import of `entry` comes from: the file its `import { name } from './…'` names. */
function moduleOf(name: string, entry: string): string {
  const source = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*"(\\.[^"]+)"`).exec(
    readFileSync(entry, 'utf8'),
  )
  if (!source) throw new Error(`${entry} does not import ${name} from a file of its own`)
  return join(dirname(entry), source[1]!)
}

/** The names a file of the router package imports from `react-router` by name (its own entry). */
function selfImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"react-router"/g)].flatMap(
    (match) => match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
  )
}

describe('the router shared at runtime', () => {
  it('exports every router value the shell and the remotes import', () => {
    const imports = routerImports()
    expect(imports.length).toBeGreaterThan(10)
    const missing = imports.filter(({ name }) => !(name in sharedRouter))
    expect(missing).toEqual([])
  })

  it('exports what the RouterProvider of react-router/dom takes from react-router, so the page has one router', () => {
    const domEntry = createRequire(import.meta.url).resolve('react-router/dom')
    const wanted = selfImports(moduleOf('RouterProvider', domEntry))
    expect(wanted).toContain('RouterProvider')
    expect(wanted.filter((name) => !(name in sharedRouter))).toEqual([])
  })
})
