/** What this shell is built with, as the build defines `__SHELL_META__`. */
export const SHELL_META = {
  contractVersion: '1.4.0',
  sharedVersions: { react: '19.2.0', 'react-dom': '19.2.0', 'react-router': '8.5.1', zustand: '5.0.8' },
}

/** A remote's `./meta` that this shell accepts. */
export const COMPATIBLE_META = { contractVersion: '1.4.0', sharedVersions: { react: '19.1.0' } }
