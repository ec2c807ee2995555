import postcss, { AtRule, type Root } from 'postcss'
import type { Plugin } from 'vite'
import type { StyleScope } from '../src/federation/apps'

/** Layers whose rules style elements; `theme` and `properties` only define variables. */
const STYLING_LAYERS = new Set(['base', 'components', 'utilities'])
/** Design-token rules (`:root`, `.dark` on <html>) stay global: they live above any remote's root. */
const DOCUMENT_LEVEL = /(^|,)\s*(:root|:host|html|\.dark)\b/

/**
 * Wraps a remote's styling rules in `@scope ([data-style-scope="<scope>"]) to ([data-style-scope])`.
 * Each app runs its own Tailwind build, so the same utility appears in several stylesheets; without
 * a scope the stylesheet loaded last would win over an earlier breakpoint rule (`w-full` beating
 * `sm:w-auto`). Scoped rules beat unscoped ones of equal specificity (scope proximity), apply only
 * inside the remote's root, and stop at a nested remote.
 */
export function scopeCss(css: string, scope: StyleScope): string {
  const root = postcss.parse(css)
  const wrap = (container: Root | AtRule) => {
    const styling = (container.nodes ?? []).filter(
      (node) =>
        (node.type === 'rule' && !DOCUMENT_LEVEL.test(node.selector)) ||
        (node.type === 'atrule' && node.name === 'media'),
    )
    if (styling.length === 0) return
    const scoped = new AtRule({
      name: 'scope',
      params: `([data-style-scope="${scope}"]) to ([data-style-scope])`,
    })
    styling[0]!.before(scoped)
    for (const node of styling) scoped.append(node)
  }
  for (const node of root.nodes) {
    if (node.type === 'atrule' && node.name === 'layer' && STYLING_LAYERS.has(node.params.trim())) wrap(node)
  }
  wrap(root)
  return root.toString()
}

/** The build step that applies `scopeCss` to every stylesheet a remote emits. */
export function scopeRemoteCss(scope: StyleScope): Plugin {
  return {
    name: 'pacanele:scope-remote-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = scopeCss(String(file.source), scope)
        }
      }
    },
  }
}
