// The federation plugin's runtime, generated at build time; it ships no types of its own.
declare module 'virtual:__federation__' {
  interface RemoteConfig {
    url: string | (() => Promise<string>)
    format: 'esm' | 'systemjs' | 'var'
    from: 'vite' | 'webpack'
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void
  export function __federation_method_getRemote(name: string, exposed: string): Promise<unknown>
}

/** Remote entry URLs baked in at build time: the fallback for a missing or broken `remotes.json`. */
declare const __REMOTE_FALLBACK_URLS__: Record<'home' | 'categories' | 'faq', string>

/** What the shell itself is built with, to check each remote's `./meta` against. */
declare const __SHELL_META__: { contractVersion: string; sharedVersions: Record<string, string> }
