/**
 * The runtime hands back a module that exports only `default` (or Vue's `_export_sfc`…) as that
 * default itself; every other module as its namespace. This makes each a namespace again.
 */
export function asNamespace<Module extends object>(value: unknown): Partial<Module> {
  return (typeof value === 'function' ? { default: value } : value) as Partial<Module>
}
