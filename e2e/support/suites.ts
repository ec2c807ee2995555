/**
 * Which app each spec exercises, as tags: `--grep @faq` runs the FAQ's specs, `--grep @smoke` the
 * few tests that hold on any deployment. `@local` specs need this checkout's build, its ports or its
 * files (copies deployed on extra ports, nginx, compose); against a deployed BASE_URL they are left out.
 * Each spec is one Playwright project named by its tags, so a spec's tags are written here once
 * rather than on each of its tests; single tests add `@smoke` in their own options.
 */
export const suites: ReadonlyArray<{ tags: string; specs: string[] }> = [
  {
    tags: '@shell',
    specs: ['a11y', 'shell-chrome', 'site-menu', 'native-forms', 'remote-faults', 'html-valid', 'one-store'],
  },
  {
    tags: '@shell @local',
    specs: [
      'composition',
      'prerendered',
      'headers',
      'hostile-input',
      'manifest',
      'compose',
      'redeploy',
      'version-skew',
      'standalone',
      'single-instance',
      'remote-css',
    ],
  },
  { tags: '@home @local', specs: ['home'] },
  { tags: '@home @categories', specs: ['true-counts'] },
  { tags: '@categories', specs: ['categories', 'game-card', 'game-page', 'search'] },
  { tags: '@faq', specs: ['faq'] },
  { tags: '@faq @local', specs: ['preview', 'canary', 'release-cli'] },
]

export const TEAMS = ['shell', 'home', 'categories', 'faq'] as const

/** Playwright projects: one per line above, and one for any spec not listed yet, so none is left out. */
export function suiteProjects(): Array<{ name: string; testMatch?: string[]; testIgnore?: string[] }> {
  const files = (specs: string[]) => specs.map((spec) => `${spec}.spec.ts`)
  return [
    ...suites.map(({ tags, specs }) => ({ name: tags, testMatch: files(specs) })),
    { name: '@untagged', testIgnore: files(suites.flatMap(({ specs }) => specs)) },
  ]
}
