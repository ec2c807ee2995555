/**
 * The shell's one way into the federation runtime the plugin generates (`virtual:__federation__`):
 * the remote loader calls these, never the runtime itself. On the server, in the monolith build and
 * in unit tests this module or the runtime behind it is replaced (see stand-ins.ts).
 */
import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__'
import { asNamespace } from './namespace'

/** Where a remote's entry is: asked each time the runtime loads that entry. */
export type EntryUrl = () => Promise<string>

/** Points a remote's scope at its entry (an ES module built by this same plugin). */
export function setRemoteEntry(scope: string, entryUrl: EntryUrl): void {
  __federation_method_setRemote(scope, { url: entryUrl, format: 'esm', from: 'vite' })
}

/** One exposed module of a remote (`./Faq`, `./meta`), as a module namespace. */
export async function importExposed<Module extends object>(
  scope: string,
  exposed: string,
): Promise<Partial<Module>> {
  return asNamespace<Module>(await __federation_method_getRemote(scope, exposed))
}
