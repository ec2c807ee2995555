/**
 * Modules shared at runtime. The shell provides them; remotes never bundle their own copy, in the
 * browser (federation `import: false`) or on the server (left as bare imports for the composer).
 */
export const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', 'zustand', 'tailwind-merge'] as const

/**
 * Shared packages that no app here imports in the browser any more, still provided for the remote
 * builds pinned before that (they import them from the shell and bundle no copy). Composed pages do
 * not hint them: only such a build asks for one. tailwind-merge: `cn` stopped merging (`lib/cn.ts`).
 */
export const PROVIDED_FOR_OLDER_BUILDS: readonly (typeof SHARED_PACKAGES)[number][] = ['tailwind-merge']
