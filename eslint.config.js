import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports inside the shell's browser code go one way: lib → the platform the remotes also use
 * (contract, federation, store, ui, release) → remote (loading and hydrating remote slots) → app
 * (routes, layout, pages) → boot (the entry) and prerender (the compose step's renderer).
 */
const layers = [
  {
    folders: ['lib'],
    mayNotImport: ['contract', 'federation', 'store', 'ui', 'release', 'remote', 'app', 'boot', 'prerender'],
  },
  {
    folders: ['contract', 'federation', 'store', 'ui', 'release'],
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
      'shell/build/**',
      'shell/compose/**',
      'shell/deploy/**',
      'shell/scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...shellLayers,
)
