/**
 * The tags a test carries, as Playwright's own `tag` option, so `--grep` picks by them:
 * - a team (`@shell`, `@home`, `@categories`, `@faq`): each spec is one `test.describe` tagged with the
 *   teams whose app it exercises; `run.ts --team faq` runs `@faq` and `@smoke`;
 * - `@smoke`: the few tests that hold on any deployment (a part that fails to load fails them);
 * - `@local`: needs this checkout's build, its ports or its files; left out against a deployed BASE_URL;
 * - `@chromium-only`: needs automation only Chromium has; its `chromium-only` annotation says which, and
 *   the test is reported as left out for that reason on any other engine.
 */
export const TEAMS = ['shell', 'home', 'categories', 'faq'] as const

export const CHROMIUM_ONLY = '@chromium-only'

/** Test titles with no team tag: they would run under no team, and be left out of every `--team` run. */
export function withoutTeam(tests: ReadonlyArray<{ tags: string[]; titlePath(): string[] }>): string[] {
  const teamTags = TEAMS.map((team) => `@${team}`)
  const untagged = tests.filter((test) => !test.tags.some((tag) => teamTags.includes(tag)))
  return [...new Set(untagged.map((test) => test.titlePath().slice(2).join(' › ')))]
}

/** Automation Playwright has only for Chromium here (Firefox is driven over WebDriver BiDi). */
const CHROMIUM_ONLY_AUTOMATION = {
  colourScheme: 'colour-scheme emulation',
  reducedMotion: 'reduced-motion emulation',
  javaScriptOff: 'a browser context with JavaScript off',
  accessibilityTree: "Chromium's accessibility tree, read over CDP",
  touch: 'touch input (taps in a context with hasTouch)',
}

/** A test's details when it needs automation only Chromium has; the annotation names which. */
export const chromiumOnly = (...needs: Array<keyof typeof CHROMIUM_ONLY_AUTOMATION>) => ({
  tag: CHROMIUM_ONLY,
  annotation: {
    type: 'chromium-only',
    description: needs.map((need) => CHROMIUM_ONLY_AUTOMATION[need]).join(', '),
  },
})
