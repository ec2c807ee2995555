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
      'qa-mode',
      'consent',
    ],
  },
  { tags: '@home @local', specs: ['home'] },
  { tags: '@home @categories', specs: ['true-counts'] },
  { tags: '@categories', specs: ['categories', 'game-card', 'game-page', 'search'] },
  // The house-game specs read the remote's build (which chunks only the game loads).
  { tags: '@categories @local', specs: ['house-games'] },
  // The shell's Dialog as the categories remote opens it.
  { tags: '@shell @categories', specs: ['dialogs'] },
  { tags: '@faq', specs: ['faq'] },
  { tags: '@faq @local', specs: ['preview', 'canary', 'release-cli'] },
]

export const TEAMS = ['shell', 'home', 'categories', 'faq'] as const

const specFile = (spec: string) => `${spec}.spec.ts`

/**
 * What is wrong with the table for these spec files: a spec left out would run under no team and be
 * left out of `--team` runs; a spec listed twice would run twice; a name without its file tags nothing.
 */
export function tableFaults(specFiles: string[]): string[] {
  const listed = suites.flatMap(({ specs }) => specs.map(specFile))
  return [
    ...specFiles.filter((file) => !listed.includes(file)).map((file) => `${file} has no tags`),
    ...listed.filter((file, at) => listed.indexOf(file) !== at).map((file) => `${file} is listed twice`),
    ...listed.filter((file) => !specFiles.includes(file)).map((file) => `${file} does not exist`),
  ]
}

/** Playwright projects, one per line above; the run refuses to start while the table has a fault. */
export function suiteProjects(specFiles: string[]): Array<{ name: string; testMatch: string[] }> {
  const faults = tableFaults(specFiles)
  if (faults.length > 0) throw new Error(`e2e/support/suites.ts: ${faults.join('; ')}`)
  return suites.map(({ tags, specs }) => ({ name: tags, testMatch: specs.map(specFile) }))
}
