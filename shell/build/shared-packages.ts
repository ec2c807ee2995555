/**
 * Modules shared at runtime. The shell provides them; remotes never bundle their own copy, in the
 * browser (federation `import: false`) or on the server (left as bare imports for the composer).
 */
export const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', 'zustand', 'tailwind-merge'] as const
