import * as z from 'zod/mini'
import { remoteKeys, type RemoteKey } from '../federation/apps'
import { BUCKETS, canaryThreshold } from './bucket'
import { BUILD_ID_PATTERN } from './build-id-pattern'
import { entryUrlProblem } from './entry-url'

// The shell's CSP forbids eval. Without this, zod probes `new Function` on its first parse, which a
// strict CSP reports as a violation even though zod catches the error.
z.config({ jitless: true })

export { BUILD_ID_PATTERN }
/** The build a version-1 record's entries are known by: that format named no builds. */
export const V1_BUILD_ID = 'legacy'

export const buildIdSchema = z.string().check(
  z.regex(BUILD_ID_PATTERN, {
    error: 'must be a build id: 1 to 64 of a-z, 0-9, ".", "_", "-", starting with a letter or digit',
  }),
)

const entryUrl = z.string().check(
  z.superRefine((value, context) => {
    const problem = entryUrlProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
  }),
)

const serverBundle = z.strictObject({
  url: entryUrl,
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex digits' })),
})

const release = z.strictObject({
  build: buildIdSchema,
  entry: entryUrl,
  serverBundle: z.optional(serverBundle),
})
const candidate = z.strictObject({ entry: entryUrl, serverBundle: z.optional(serverBundle) })

const percent = z.number().check(
  z.minimum(0, { error: 'must be from 0 to 100' }),
  z.maximum(100, { error: 'must be from 0 to 100' }),
  z.refine((value) => Math.abs(value * (BUCKETS / 100) - canaryThreshold(value)) < 1e-6, {
    error: 'has more than two decimals (a bucket is 0.01 %)',
  }),
)

const instant = z.iso.datetime({ offset: true })

/** The step changes a canary keeps: its latest (a rollout has a handful of steps). */
export const STEP_CHANGES_LIMIT = 100

const canary = z.strictObject({
  build: buildIdSchema,
  percent,
  /**
   * When this build's rollout began, and when its current share began: release health's window and
   * its step's wait are measured from them. Kept here, not read back from the history, which keeps
   * only its latest entries (HISTORY_LIMIT). Records written before release health have none.
   */
  startedAt: z.optional(instant),
  stepStartedAt: z.optional(instant),
  /**
   * When each later step of this rollout began (its share changed): release health compares the
   * arms only between them (decision 0107). Records written before it fall back on the history.
   */
  stepChanges: z.optional(z.array(instant).check(z.maxLength(STEP_CHANGES_LIMIT))),
  /**
   * The rollout stopped unpromoted (release health's longest wait): its share is 0 until a person
   * promotes it, rolls it out again or blocks it; --decide and --auto do nothing more (decision 0102).
   */
  stopped: z.optional(z.strictObject({ at: instant, reason: z.string().check(z.maxLength(300)) })),
  salt: z
    .string()
    .check(
      z.regex(/^[\x21-\x7e]{1,128}$/, { error: 'must be 1 to 128 printable ASCII characters, no spaces' }),
    ),
})

/**
 * One decision of release health on a canary (pnpm release <remote> health --decide, or --auto):
 * what it saw and what it did, so the record tells why a build is where it is. Kept short: the page
 * reads this file, so the writer keeps only the latest entries (HISTORY_LIMIT).
 */
const historyEntry = z.strictObject({
  at: instant,
  build: buildIdSchema,
  /** The canary's share when the decision was taken. */
  percent,
  /** None on `start`, which is the rollout's first step, not a judgement. */
  verdict: z.optional(z.enum(['pass', 'fail', 'inconclusive'])),
  action: z.enum(['start', 'advance', 'promote', 'rollback', 'wait', 'stop']),
  /** One line a metric: its values per arm, the change, the p-value and its verdict. */
  evidence: z.array(z.string()),
})
export const HISTORY_LIMIT = 50

type RemoteReleasesShape = {
  stable: z.infer<typeof release>
  previous?: z.infer<typeof release>
  canary?: z.infer<typeof canary>
  candidates: Record<string, z.infer<typeof candidate>>
  blocked: string[]
  history?: z.infer<typeof historyEntry>[]
}

/** One build id names one deploy: the same id with two entries would make "blocked" ambiguous. */
function checkConsistency(value: RemoteReleasesShape, context: z.core.$RefinementCtx<RemoteReleasesShape>) {
  if (value.canary && !Object.hasOwn(value.candidates, value.canary.build)) {
    context.addIssue({
      code: 'custom',
      message: `build "${value.canary.build}" is not among the candidates`,
      path: ['canary', 'build'],
      input: value.canary.build,
    })
  }
  const entries = new Map<string, string>()
  const named: [string[], string, string][] = [
    [['stable'], value.stable.build, value.stable.entry],
    ...(value.previous
      ? [[['previous'], value.previous.build, value.previous.entry] as [string[], string, string]]
      : []),
    ...Object.entries(value.candidates).map(
      ([build, { entry }]) => [['candidates', build], build, entry] as [string[], string, string],
    ),
  ]
  for (const [path, build, entry] of named) {
    const known = entries.get(build)
    if (known !== undefined && known !== entry) {
      context.addIssue({
        code: 'custom',
        message: `build "${build}" is listed with two entries (${known} and ${entry})`,
        path,
        input: entry,
      })
    }
    entries.set(build, entry)
  }
}

const remoteReleases = z
  .strictObject({
    stable: release,
    previous: z.optional(release),
    canary: z.optional(canary),
    candidates: z.record(buildIdSchema, candidate),
    blocked: z.array(buildIdSchema),
    // Records written before release health have none.
    history: z.optional(z.array(historyEntry)),
  })
  .check(z.superRefine(checkConsistency))

export const remoteKeySchema = z.enum(remoteKeys as [RemoteKey, ...RemoteKey[]])

const recordV2 = z.strictObject({
  version: z.literal(2),
  remotes: z.partialRecord(remoteKeySchema, remoteReleases),
})

export type Release = z.infer<typeof release>
export type Candidate = z.infer<typeof candidate>
export type Canary = z.infer<typeof canary>
export type RemoteReleases = z.infer<typeof remoteReleases>
export type HistoryEntry = z.infer<typeof historyEntry>
/** A remote the record does not name keeps the URL the shell was built with. */
export type ReleaseRecord = z.infer<typeof recordV2>

export type ReleaseRecordParse =
  { ok: true; record: ReleaseRecord; format: 1 | 2 } | { ok: false; errors: string[] }

function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'record' ? 'object' : issue.expected}`
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
    case 'invalid_key':
      return `is not a valid name: ${issue.issues.map((inner) => inner.message).join('; ')}`
    case 'invalid_value':
      return `must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`
    default:
      return 'is not valid'
  }
}

function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the record'
    return `release-record.json: ${where}: ${issue.message}`
  })
}

function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
}

/** JSON.parse makes `__proto__` an own key; zod would drop it silently, so it is named instead. */
function prototypeKeyPath(raw: unknown, path: string[] = []): string[] | null {
  if (typeof raw !== 'object' || raw === null) return null
  for (const [key, value] of Object.entries(raw)) {
    if (key === '__proto__') return [...path, key]
    const found = prototypeKeyPath(value, [...path, key])
    if (found) return found
  }
  return null
}

/** Version 1, `{ "<remote>": "<entry URL>" }`, read as stable-only releases; other keys are ignored as before. */
function parseV1(raw: Record<string, unknown>): ReleaseRecordParse {
  const remotes: ReleaseRecord['remotes'] = {}
  const errors: string[] = []
  for (const key of remoteKeys) {
    if (!Object.hasOwn(raw, key)) continue
    const parsed = entryUrl.safeParse(raw[key], { error: describeIssue })
    if (parsed.success) {
      remotes[key] = { stable: { build: V1_BUILD_ID, entry: parsed.data }, candidates: {}, blocked: [] }
    } else {
      errors.push(...formatIssues(parsed.error.issues.map((issue) => ({ ...issue, path: [key] }))))
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, record: { version: 2, remotes }, format: 1 }
}

/**
 * Reads a `release-record.json` of either version. Errors are for developers (console, CLI): each names
 * the field and what is wrong with it.
 */
export function parseReleaseRecord(raw: unknown): ReleaseRecordParse {
  if (!isPlainObject(raw))
    return { ok: false, errors: ['release-record.json: the record must be a JSON object'] }
  if (!Object.hasOwn(raw, 'version')) return parseV1(raw)
  if (raw.version !== 2) {
    return {
      ok: false,
      errors: [
        `release-record.json: version ${JSON.stringify(raw.version)} is not one this shell reads (1 or 2)`,
      ],
    }
  }
  const prototypeKey = prototypeKeyPath(raw)
  if (prototypeKey)
    return {
      ok: false,
      errors: [`release-record.json: ${prototypeKey.join('.')}: "__proto__" is not a field name`],
    }
  const parsed = recordV2.safeParse(raw, { error: describeIssue })
  return parsed.success
    ? { ok: true, record: parsed.data, format: 2 }
    : { ok: false, errors: formatIssues(parsed.error.issues) }
}
