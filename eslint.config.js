import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports inside the shell's browser code go one way: lib → the platform the remotes also use
 * (contract, federation, store, ui, release, privacy, and page-format: what the page's HTML carries,
 * shared with compose and build) → remote (loading and hydrating remote slots) → app (routes, layout,
 * pages) → boot (the entry and the page session) and prerender (the compose step's renderer).
 */
const layers = [
  {
    folders: ['lib'],
    mayNotImport: [
      'contract',
      'federation',
      'store',
      'ui',
      'release',
      'page-format',
      'privacy',
      'remote',
      'app',
      'boot',
      'prerender',
    ],
  },
  {
    folders: ['contract', 'federation', 'store', 'ui', 'release', 'page-format', 'privacy'],
    mayNotImport: ['remote', 'app', 'boot', 'prerender'],
  },
  { folders: ['remote'], mayNotImport: ['app', 'boot', 'prerender'] },
  { folders: ['app'], mayNotImport: ['boot', 'prerender'] },
]
const shellLayers = layers.map(({ folders, mayNotImport }) => ({
  files: folders.map((folder) => `shell/src/${folder}/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: mayNotImport.flatMap((folder) => [
              `../${folder}/*`,
              `../../${folder}/*`,
              `../../../${folder}/*`,
            ]),
            message: `shell/src/${folders.join(', ')} sits below ${mayNotImport.join(', ')}: imports go one way (see eslint.config.js).`,
          },
        ],
      },
    ],
  },
}))

export default tseslint.config(
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
      'shell/build/**',
      'shell/compose/**',
      'shell/deploy/**',
      'shell/scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...shellLayers,
  {
    // One door to the federation plugin: only shell/src/federation/plugin/ knows it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shell/src/federation/plugin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@originjs/vite-plugin-federation',
              message:
                'Use the helpers of shell/src/federation/plugin/, the one place that knows the plugin.',
            },
          ],
        },
      ],
    },
  },
)
