// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { storageDefinitions } from './storage-registry'

const repo = join(import.meta.dirname, '../../..')
const DOOR = 'shell/src/privacy/storage-registry.ts'
/**
 * The scripts bundled inline into index.html's head run before any module: they read storage
 * themselves (the registry's module would cost the head its size), through registered keys only.
 */
const INLINE_SCRIPTS = 'shell/src/boot/inline/'
/** Names that reach the browser's storage; only the door may use them. */
const STORAGE_NAMES = new Set(['localStorage', 'sessionStorage', 'indexedDB', 'cookie', 'cookieStore'])
const KEY_METHODS = new Set(['getItem', 'setItem', 'removeItem'])
const registered = new Set(storageDefinitions.map((definition) => definition.key))

/**
 * Every use of the browser's storage in `source` the registry does not account for: the storage
 * reached outside the door (unless `mayNameStorage`), or a key written as text that is not registered.
 */
export function storageFindings(source: string, file: string, mayNameStorage = false): string[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const findings: string[] = []
  const reaches = (node: ts.Node): string | undefined => {
    // `localStorage`, `window.sessionStorage`, `document.cookie`, `window['localStorage']`; not an
    // object's key or a type's member of that name.
    if (ts.isIdentifier(node) && STORAGE_NAMES.has(node.text)) {
      const { parent } = node
      const isKey =
        (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node
      return isKey ? undefined : node.text
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      const name = node.argumentExpression.text
      return STORAGE_NAMES.has(name) ? name : undefined
    }
    return undefined
  }
  const visit = (node: ts.Node) => {
    const reached = reaches(node)
    if (reached && !mayNameStorage) findings.push(`${at(node)}: ${reached} outside ${DOOR}`)
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KEY_METHODS.has(node.expression.name.text)
    ) {
      const [key] = node.arguments
      if (key && ts.isStringLiteralLike(key) && !registered.has(key.text)) {
        findings.push(`${at(key)}: key "${key.text}" is not in the storage registry`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return findings
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/src/test/'))
}

const browserSources = ['shell', 'mfe-home', 'mfe-categories', 'mfe-faq'].flatMap((app) =>
  sourceFiles(join(repo, app, 'src')),
)

describe('the storage registry', () => {
  it('accounts for every use of the browser’s storage in the apps’ sources', () => {
    const findings = browserSources.flatMap((file) => {
      const name = relative(repo, file)
      const source = readFileSync(file, 'utf8')
      // Only a file that names one of them can reach storage: the others need no parsing.
      const mayReach = /Storage|cookie|indexedDB|Item\b/.test(source)
      return mayReach ? storageFindings(source, name, name === DOOR || name.startsWith(INLINE_SCRIPTS)) : []
    })
    expect(findings).toEqual([])
  }, 30_000)

  it("accounts for the keys index.html's inline scripts read before any module runs", () => {
    const inline = browserSources.filter((file) => relative(repo, file).startsWith(INLINE_SCRIPTS))
    const sources = inline.map((file) => readFileSync(file, 'utf8'))
    expect(sources.join('')).toContain('localStorage')
    expect(
      sources.flatMap((source, at) => storageFindings(source, relative(repo, inline[at]!), true)),
    ).toEqual([])
  })

  it('fails on a key added to the code and not to the registry, and on storage reached around it', () => {
    const added = "const x = 1\nsafeStorage().setItem('pacanele:nou', '1')\n"
    expect(storageFindings(added, 'a.ts')).toEqual([
      'a.ts:2: key "pacanele:nou" is not in the storage registry',
    ])
    const around = '// localStorage in a comment is fine\nwindow.sessionStorage.getItem(KEY)\n'
    expect(storageFindings(around, 'b.tsx')).toEqual(['b.tsx:2: sessionStorage outside ' + DOOR])
    expect(storageFindings("document.cookie = 'a=1'", 'c.ts')).toEqual(['c.ts:1: cookie outside ' + DOOR])
    expect(storageFindings("localStorage.getItem('theme')", 'd.ts', true)).toEqual([])
  })

  it('gives each key one entry, and every entry what the privacy page shows', () => {
    expect(new Set(storageDefinitions.map((definition) => definition.key)).size).toBe(
      storageDefinitions.length,
    )
    for (const definition of storageDefinitions) {
      expect(definition.purpose, definition.key).toMatch(/\S/)
      expect(definition.keptFor, definition.key).toMatch(/\S/)
    }
  })
})
