/** Remote entry URLs baked in at build time: the fallback for a missing or broken `release-record.json`. */
declare const __REMOTE_FALLBACK_URLS__: Record<'home' | 'categories' | 'faq', string>

/** What the shell itself is built with, to check each remote's `./meta` against. */
declare const __SHELL_META__: { contractVersion: string; sharedVersions: Record<string, string> }
