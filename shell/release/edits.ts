import type { RemoteKey } from 'shell/tooling/federation/apps'
import {
  STEP_CHANGES_LIMIT,
  type Release,
  type ReleaseRecord,
  type RemoteReleases,
} from 'shell/tooling/release/release-record-schema'
import { listedCandidate } from 'shell/tooling/release/preview-rules'

export type ReleaseAction =
  | { kind: 'candidate'; build: string; entry: string }
  | { kind: 'preview-link'; build: string }
  | { kind: 'canary'; build: string; percent: number }
  | { kind: 'promote'; build?: string }
  | { kind: 'rollback' }
  | { kind: 'block'; build: string }
  /** Release health's rollout ended unpromoted: the canary's share is withdrawn, the build kept. */
  | { kind: 'stop'; build: string; reason: string }
  /** Changes nothing: release health records a decision (wait) with it. */
  | { kind: 'note' }

export interface Edit {
  record: ReleaseRecord
  /** The builds this edit lets load: each must be deployed and compatible before anything is written. */
  verify: Release[]
  /** The pages show stable builds: an edit that changes one recomposes them. */
  recompose: boolean
  changed: boolean
  summary: string
}

export type Planned = { ok: true; edit: Edit } | { ok: false; reason: string }

type Change = Omit<Edit, 'record'> | string

const isBlocked = (releases: RemoteReleases, build: string) => releases.blocked.includes(build)

function candidateRelease(releases: RemoteReleases, remote: RemoteKey, build: string): Release | string {
  const candidate = listedCandidate(releases, build)
  if (!candidate) {
    return build === releases.stable.build
      ? `${build} is already the stable build of ${remote}`
      : `${build} is not a candidate of ${remote}: list it first (pnpm release ${remote} candidate ${build} --entry <URL>)`
  }
  if (isBlocked(releases, build)) return `${build} is blocked`
  return { build, ...candidate }
}

function addCandidate(releases: RemoteReleases, remote: RemoteKey, build: string, entry: string): Change {
  if (isBlocked(releases, build)) return `${build} is blocked`
  if (build === releases.stable.build || build === releases.previous?.build) {
    return `${build} is already the ${build === releases.stable.build ? 'stable' : 'previous'} build of ${remote}`
  }
  const listed = listedCandidate(releases, build)
  if (listed && listed.entry !== entry) {
    return `${build} is already a candidate with another entry (${listed.entry}): a build id names one deploy`
  }
  if (listed)
    return {
      verify: [],
      recompose: false,
      changed: false,
      summary: `${remote}: ${build} is already a candidate`,
    }
  releases.candidates[build] = { entry }
  return {
    verify: [{ build, entry }],
    recompose: false,
    changed: true,
    summary: `${remote}: ${build} is a candidate (${entry})`,
  }
}

function previewLink(releases: RemoteReleases, remote: RemoteKey, build: string): Change {
  const release = candidateRelease(releases, remote, build)
  if (typeof release === 'string') return release
  return { verify: [release], recompose: false, changed: false, summary: `${remote}: preview of ${build}` }
}

function canary(
  releases: RemoteReleases,
  remote: RemoteKey,
  { build, percent }: { build: string; percent: number },
  at: string,
): Change {
  const release = candidateRelease(releases, remote, build)
  if (typeof release === 'string') return release
  const before = releases.canary
  if (before?.build === build && before.percent === percent) {
    return {
      verify: [],
      recompose: false,
      changed: false,
      summary: `${remote}: canary ${build} is already at ${percent} %`,
    }
  }
  // The same rollout keeps its salt, so raising the percent keeps everyone already in, and its start.
  const same = before?.build === build
  // Rolled out again after a stop, it is a new rollout: its window and its longest wait restart.
  const going = same && !before.stopped
  const changes = going ? [...(before.stepChanges ?? []), at].slice(-STEP_CHANGES_LIMIT) : undefined
  releases.canary = {
    build,
    percent,
    salt: same ? before.salt : `${remote}-${build}`,
    startedAt: (going ? before.startedAt : undefined) ?? at,
    stepStartedAt: at,
    // Where the split changed, so health compares the arms only within one (decision 0107).
    ...(changes && { stepChanges: changes }),
  }
  const was = before ? ` (was ${before.build} at ${before.percent} %)` : ''
  return {
    verify: [release],
    // The pages hint a running canary's files for its visitors (compose/canary-files.ts): a new canary
    // build needs them; a new percent does not (the hints are for a build, whoever it reaches).
    recompose: before?.build !== build,
    changed: true,
    summary: `${remote}: canary ${build} at ${percent} %${was}`,
  }
}

function stop(
  releases: RemoteReleases,
  remote: RemoteKey,
  build: string,
  reason: string,
  at: string,
): Change {
  const running = releases.canary
  if (running?.build !== build) return `${build} is not the canary of ${remote}`
  releases.canary = { ...running, percent: 0, stopped: { at, reason } }
  return {
    verify: [],
    recompose: false,
    changed: true,
    summary: `${remote}: canary ${build} stopped, its share withdrawn (was ${running.percent} %); ${build} stays a candidate`,
  }
}

function promote(releases: RemoteReleases, remote: RemoteKey, build: string | undefined): Change {
  const target = build ?? releases.canary?.build
  if (!target)
    return `${remote} has no canary to promote: name a candidate (pnpm release ${remote} promote <build>)`
  const release = candidateRelease(releases, remote, target)
  if (typeof release === 'string') return release
  releases.previous = releases.stable
  releases.stable = release
  delete releases.candidates[target]
  if (releases.canary?.build === target) delete releases.canary
  return {
    verify: [release],
    recompose: true,
    changed: true,
    summary: `${remote}: ${target} is stable, ${releases.previous.build} previous`,
  }
}

function rollback(releases: RemoteReleases, remote: RemoteKey): Change {
  const { previous, stable } = releases
  if (!previous) return `${remote} has no previous build to roll back to`
  if (isBlocked(releases, previous.build)) return `the previous build ${previous.build} is blocked`
  releases.stable = previous
  releases.previous = stable
  return {
    verify: [previous],
    recompose: true,
    changed: true,
    summary: `${remote}: back to ${previous.build}; ${stable.build} is previous (block it to keep it from loading)`,
  }
}

function block(releases: RemoteReleases, remote: RemoteKey, build: string): Change {
  if (isBlocked(releases, build)) {
    return { verify: [], recompose: false, changed: false, summary: `${remote}: ${build} is already blocked` }
  }
  const known = [releases.stable.build, releases.previous?.build, ...Object.keys(releases.candidates)]
  if (!known.includes(build))
    return `${build} is not a build of ${remote} (${known.filter(Boolean).join(', ')})`
  const blocksStable = build === releases.stable.build
  const fallback = releases.previous
  if (blocksStable && (!fallback || isBlocked(releases, fallback.build))) {
    return `blocking the stable build ${build} would leave ${remote} nothing to load: promote or roll back first`
  }
  releases.blocked.push(build)
  const notes: string[] = []
  if (releases.canary?.build === build) {
    delete releases.canary
    notes.push('its canary stopped')
  }
  if (blocksStable && fallback) notes.push(`visitors get the previous build ${fallback.build}`)
  return {
    verify: blocksStable && fallback ? [fallback] : [],
    recompose: blocksStable,
    changed: true,
    summary: `${remote}: ${build} blocked${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`,
  }
}

/**
 * The record after one release action on one remote, or why the action is refused. Pure: the
 * caller validates the result (schema, deployment) before writing anything.
 */
export function planEdit(
  record: ReleaseRecord,
  remote: RemoteKey,
  action: ReleaseAction,
  /** When the action is taken (ISO): a canary's step starts then. */
  at: string,
): Planned {
  const next = structuredClone(record)
  const releases = next.remotes[remote]
  if (!releases)
    return { ok: false, reason: `release-record.json does not name ${remote} (it loads its build-time URL)` }
  const change = ((): Change => {
    switch (action.kind) {
      case 'candidate':
        return addCandidate(releases, remote, action.build, action.entry)
      case 'preview-link':
        return previewLink(releases, remote, action.build)
      case 'canary':
        return canary(releases, remote, action, at)
      case 'promote':
        return promote(releases, remote, action.build)
      case 'rollback':
        return rollback(releases, remote)
      case 'block':
        return block(releases, remote, action.build)
      case 'stop':
        return stop(releases, remote, action.build, action.reason, at)
      case 'note':
        return { verify: [], recompose: false, changed: false, summary: `${remote}: decision recorded` }
    }
  })()
  return typeof change === 'string'
    ? { ok: false, reason: change }
    : { ok: true, edit: { ...change, record: next } }
}
