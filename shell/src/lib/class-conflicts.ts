import { twMerge } from 'tailwind-merge'

/**
 * The classes of `classList` that tailwind-merge would drop for a later one of their kind (`p-4` in
 * `p-4 p-2`). Which of two such classes wins is the stylesheet's order, not the markup's, so an
 * element carrying both is a mistake whichever way it looks today.
 */
export function conflictingClasses(classList: string): string[] {
  const names = classList.split(/\s+/).filter(Boolean)
  const kept = new Set(twMerge(names.join(' ')).split(' '))
  return names.filter((name) => !kept.has(name))
}

/** Every `class` attribute of server-rendered HTML, as the browser will read it. */
function classAttributes(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) =>
    value!
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  )
}

/** Throws, naming the classes, if any element of `html` (from `renderToString`) carries two of one kind. */
export function assertNoClassConflicts(html: string, where: string): void {
  for (const classList of classAttributes(html)) {
    const conflicting = conflictingClasses(classList)
    if (conflicting.length > 0) {
      throw new Error(`${where}: "${conflicting.join(' ')}" conflicts with a later class in "${classList}"`)
    }
  }
}
