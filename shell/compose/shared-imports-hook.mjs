/**
 * Node resolve hook for the compose step. A remote's server bundle leaves the shared packages as
 * bare imports; fetched into a temporary folder, Node would look for them beside the file and fail
 * (or, beside a remote's own dist/, find a second React). Only imports made by those bundles are
 * redirected, to the copies the shell's renderer uses: one React at render time.
 */
let bundlesDir = ''
let rendererUrl = ''
let shared = []

export async function initialize(data) {
  bundlesDir = data.bundlesDir
  rendererUrl = data.rendererUrl
  shared = data.shared
}

export async function resolve(specifier, context, nextResolve) {
  const fromBundle = context.parentURL?.startsWith(bundlesDir)
  const isShared = shared.some((name) => specifier === name || specifier.startsWith(`${name}/`))
  if (fromBundle && isShared) return nextResolve(specifier, { ...context, parentURL: rendererUrl })
  return nextResolve(specifier, context)
}
