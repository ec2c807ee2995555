import { parseAst } from 'vite'

interface AstNode {
  type: string
  [key: string]: unknown
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

function stringLiteral(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined
}

class NotData extends Error {}

const MAX_ALIAS_DEPTH = 8

function keyName(property: AstNode): string {
  if (property.computed === true) throw new NotData('a computed key')
  const key = property.key
  if (isNode(key) && key.type === 'Identifier' && typeof key.name === 'string') return key.name
  const literal = stringLiteral(key)
  if (literal === undefined) throw new NotData('a key that is not a name')
  return literal
}

/** The value of plain data written as JavaScript; anything that would run code is refused, not run. */
function evaluate(node: unknown, bindings: Map<string, unknown>, depth = 0): unknown {
  if (!isNode(node)) throw new NotData('no value')
  switch (node.type) {
    case 'Literal':
      if (node.value === null || ['string', 'number', 'boolean'].includes(typeof node.value))
        return node.value
      throw new NotData('a regular expression or bigint')
    case 'TemplateLiteral': {
      const [quasi, ...others] = node.quasis as AstNode[]
      if (others.length > 0 || !quasi) throw new NotData('a template with expressions')
      return (quasi.value as { cooked: string }).cooked
    }
    case 'ArrayExpression':
      return (node.elements as unknown[]).map((element) => evaluate(element, bindings, depth))
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as AstNode[]).map((property) => {
          if (property.type !== 'Property' || property.kind !== 'init' || property.method === true) {
            throw new NotData('a spread, getter or method')
          }
          const name = keyName(property)
          if (name === '__proto__') throw new NotData('a "__proto__" key')
          return [name, evaluate(property.value, bindings, depth)]
        }),
      )
    case 'Identifier':
      if (depth >= MAX_ALIAS_DEPTH || !bindings.has(node.name as string)) throw new NotData('an unknown name')
      return evaluate(bindings.get(node.name as string), bindings, depth + 1)
    default:
      throw new NotData(node.type)
  }
}

/** Records a top-level `const`/`let`/`var`'s initialisers; returns the names it declares. */
function declare(declaration: unknown, bindings: Map<string, unknown>): string[] {
  if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') return []
  return (declaration.declarations as AstNode[]).flatMap((declarator) => {
    const id = declarator.id
    if (!isNode(id) || id.type !== 'Identifier' || !declarator.init) return []
    bindings.set(id.name as string, declarator.init)
    return [id.name as string]
  })
}

/**
 * The `remoteMeta` a remote's `./meta` chunk exports, read without running the file: the module is
 * parsed and its export followed through top-level constants to a literal. A meta that is not plain
 * data (calls, spreads, computed keys) gives null. The release command thus checks a build without
 * executing anything it downloaded.
 */
export function exportedRemoteMeta(chunkSource: string): unknown {
  const bindings = new Map<string, unknown>()
  let exported: unknown
  for (const statement of (parseAst(chunkSource) as unknown as { body: AstNode[] }).body) {
    declare(statement, bindings)
    if (statement.type !== 'ExportNamedDeclaration') continue
    if (declare(statement.declaration, bindings).includes('remoteMeta')) exported = bindings.get('remoteMeta')
    for (const specifier of statement.specifiers as AstNode[]) {
      const exportedName = isNode(specifier.exported)
        ? (specifier.exported.name ?? specifier.exported.value)
        : undefined
      if (exportedName === 'remoteMeta') exported = specifier.local
    }
  }
  if (exported === undefined) return null
  try {
    return evaluate(exported, bindings)
  } catch (error) {
    if (error instanceof NotData) return null
    throw error
  }
}
