import { parseAst } from 'vite'

type Node = { type: string; key?: unknown; value?: unknown }

/** Every node of an ESTree, depth first. */
function* nodesOf(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item)
  } else if (typeof value === 'object' && value !== null && typeof (value as Node).type === 'string') {
    yield value as Node
    for (const child of Object.values(value)) yield* nodesOf(child)
  }
}

const literalText = (node: Node): string | undefined =>
  node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined

/**
 * The file `remoteEntry.js` loads for one exposed module: the first `.js` string in that module's
 * entry of the module map the plugin writes (`"./meta": () => (…, import("./__federation_expose_Meta-….js"))`).
 * Read without running the file.
 */
export function exposedChunkPath(entrySource: string, exposed: string): string | null {
  for (const node of nodesOf(parseAst(entrySource))) {
    if (node.type !== 'Property' || !isNamed(node.key, exposed)) continue
    for (const inner of nodesOf(node.value)) {
      const text = literalText(inner)
      if (text?.endsWith('.js')) return text
    }
  }
  return null
}

const isNamed = (key: unknown, name: string) =>
  typeof key === 'object' && key !== null && literalText(key as Node) === name

/** The file `remoteEntry.js` loads for `./meta`, the remote's build record. */
export function metaChunkPath(entrySource: string): string | null {
  return exposedChunkPath(entrySource, './meta')
}
