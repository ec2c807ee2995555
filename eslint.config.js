import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readFileSync } from 'node:fs'
import tseslint from 'typescript-eslint'

/**
 * Each app's folders in layers, lowest first: a folder imports only from the layers below its own,
 * never from a folder beside it, so imports go one way and a cycle between folders fails the lint
 * (bulletproof-react's import zones). Folders not listed (test helpers) and tests are free.
 */
const appLayers = {
  shell: [
    ['lib'],
    ['contract'],
    ['federation'],
    // What the page's HTML carries, shared with compose and build.
    ['page-format'],
    // The storage keys and analytics events the site has, and the visitor's consent.
    ['privacy'],
    ['release'],
    ['store'],
    ['ui'],
    ['remote'],
    ['app'],
    ['boot', 'prerender'],
  ],
  'mfe-home': [['features/home'], ['exposed'], ['dev']],
  'mfe-faq': [['features/faq'], ['exposed'], ['dev']],
  'mfe-categories': [
    // What every feature reads: the games and their categories, formatting, shared components.
    ['catalogue'],
    ['lib'],
    ['components', 'hooks'],
    // Features, each on the ones below it; the pages at the top know nothing of each other.
    ['features/cover-art', 'features/house-game-listing'],
    ['features/play'],
    ['features/game-list'],
    ['features/counts'],
    [
      'features/categories',
      'features/game-page',
      'features/house-games',
      'features/popular',
      'features/search',
    ],
    ['exposed'],
    ['dev'],
  ],
}

/** One zone per folder: it may not import from a folder beside it or above it. */
function importZones(app, layers, base = `${app}/src`) {
  return layers.flatMap((layer, index) => {
    const above = layers.slice(index + 1).flat()
    if (layer.length === 1 && above.length === 0) return []
    return layer.map((folder) => ({
      target: `./${base}/${folder}`,
      from: [...layer.filter((other) => other !== folder), ...above].map((other) => `./${base}/${other}`),
      message: `${base}/${folder} may import only from the folders below it: imports go one way (see appLayers and nodeLayers in eslint.config.js).`,
    }))
  })
}

/**
 * The platform's Node packages, nested in the shell's folder, in the same layers: the events store at
 * the bottom, the collector and the judge's data on it (neither knows the other), then what serves
 * or runs them. Root files (the server itself, its entry, the CLI) sit above every folder.
 */
const nodeLayers = {
  'shell/server': [['http'], ['events-db'], ['collector', 'canary-metrics'], ['nginx', 'scripts']],
  'shell/release': [['judge']],
}

const oneWayImports = {
  files: [
    ...Object.keys(appLayers).map((app) => `${app}/src/**/*.{ts,tsx}`),
    ...Object.keys(nodeLayers).map((pkg) => `${pkg}/**/*.ts`),
  ],
  // A test, and a package's test support, may reach its feature through the public surface above it.
  ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: {
    // Packages meet through their entries (package.json `exports`), never by a path into another's folder.
    'import-x/no-relative-packages': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...Object.entries(appLayers).flatMap(([app, layers]) => importZones(app, layers)),
          ...Object.entries(nodeLayers).flatMap(([pkg, layers]) => importZones(pkg, layers, pkg)),
          {
            target: './mfe-categories/src',
            from: './mfe-categories/scripts',
            message: 'The offline scripts stay out of the browser source, and so out of its build id.',
          },
        ],
      },
    ],
  },
}

/**
 * The shell's package entries, read from its `exports`, by who may import them (shell/README.md, "The
 * shell's entries"): `shell/vite-presets` the Vite configs' presets, `shell/tooling/*` the app's facts
 * for the platform's Node packages and e2e, every other entry the remotes' contract surface. The site
 * server and the release tools are packages of their own (`site-server`, `release-tools`), never a
 * remote's.
 */
const shellEntries = Object.keys(
  JSON.parse(readFileSync(new URL('./shell/package.json', import.meta.url), 'utf8')).exports,
).map((entry) => `shell${entry.slice(1)}`)
const VITE_CONFIG_ENTRY = 'shell/vite-presets'
const TOOLING_ENTRIES = 'shell/tooling/'
const contractSurface = shellEntries.filter(
  (entry) => entry !== VITE_CONFIG_ENTRY && !entry.startsWith(TOOLING_ENTRIES),
)
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const pluginDoor = {
  name: '@originjs/vite-plugin-federation',
  message: 'Use the helpers of shell/src/federation/plugin/, the one place that knows the plugin.',
}
const viteConfigOnly = {
  name: VITE_CONFIG_ENTRY,
  message: `${VITE_CONFIG_ENTRY} is a Vite config (defineAppConfig): only an app's vite.config.ts imports it.`,
}
const remoteSurface = [
  {
    // Any shell entry but the contract surface (and the Vite config, refused by its own message).
    regex: `^shell/(?!(?:${[...contractSurface, VITE_CONFIG_ENTRY].map((entry) => escapeRegex(entry.slice('shell/'.length))).join('|')})$)`,
    message: 'A remote imports only the shell\'s contract surface (shell/README.md, "The shell\'s entries").',
  },
  {
    regex: '^(?:site-server|release-tools)(?:/|$)',
    message:
      "site-server and release-tools are the platform's Node side: a remote imports only the shell's contract surface.",
  },
  {
    regex: '^(?:\\.\\./)+shell/',
    message:
      "A remote reaches the shell only through its package entries, never by a path into the shell's folder.",
  },
]

/**
 * Who may import what of the shell and of the federation plugin. Flat config replaces a rule's options
 * for a later matching block rather than merging them, so each block lists every restriction of its files.
 */
const noRestrictedImports = (paths, patterns = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
})
const restrictedImports = [
  {
    // One door to the federation plugin: only shell/src/federation/plugin/ knows it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shell/src/federation/plugin/**', '**/vite.config.ts'],
    rules: noRestrictedImports([pluginDoor, viteConfigOnly]),
  },
  { files: ['**/vite.config.ts'], rules: noRestrictedImports([pluginDoor]) },
  {
    // A remote uses the shell's contract surface, nothing else of it.
    files: ['mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/vite.config.ts'],
    rules: noRestrictedImports([pluginDoor, viteConfigOnly], remoteSurface),
  },
  { files: ['mfe-*/vite.config.ts'], rules: noRestrictedImports([pluginDoor], remoteSurface) },
]

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      'e2e/**/*.ts',
      'shell/server/**',
      'shell/release/**',
      'shell/serving/**',
      'shell/build/**',
      'shell/compose/**',
      'shell/scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Firefox runs init scripts in a tab's first about:blank too, where storage throws: an uncaught
    // error the test then counts as the site's. `storeBeforeLoad` (e2e/support/stored.ts) skips it.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/stored.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='addInitScript'] MemberExpression[object.name=/^(localStorage|sessionStorage)$/]",
          message: 'Store items before a load with storeBeforeLoad (e2e/support/stored.ts).',
        },
      ],
    },
  },
  oneWayImports,
  ...restrictedImports,
)
