import { parseArgs } from 'node:util'
import type { RemoteKey } from 'shell/tooling/federation/apps'
import { isRemoteKey } from 'shell/tooling/release/preview-rules'
import type { ReleaseAction } from './edits'
import { parseAutoOptions, parseHealthOptions, type AutoOptions, type HealthOptions } from './judge/options'

/** `pnpm release <remote> status`: what the record says of one remote (status.ts). */
export interface StatusCommand {
  remote: RemoteKey
  record?: string
}

export const USAGE =
  'usage: pnpm release <remote> <candidate <build> --entry URL | preview-link <build> | canary <build> --percent N [--auto [--steps 5,25,50] [--step-wait 10m] [--max-wait 8h] [--rollout-max-wait 9h] [--poll 1m]] | promote [build] | rollback | block <build> | status | health [--json] [--html FILE] [--decide] [--since ISO] [--until ISO] [--threshold metric.field=value]…> [--record PATH|URL] [--site ORIGIN]'

export interface ReleaseCommand {
  remote: RemoteKey
  action: ReleaseAction
  /** A local deploy folder's release-record.json, or a deployed one's URL (read only). */
  record?: string
  /** The shell's public origin: the preview link's, and the base of root-relative entries. */
  site?: string
  /** `canary … --auto`: raise the share step by step on release health's verdicts. */
  auto?: AutoOptions
}

/** `pnpm release <remote> health`: judge the running canary (and with --decide, act once). */
export interface HealthCommand {
  remote: RemoteKey
  record?: string
  site?: string
  health: HealthOptions
}

export type ParsedCommand =
  | { ok: true; command: ReleaseCommand }
  | { ok: true; health: HealthCommand }
  | { ok: true; status: StatusCommand }
  | { ok: false; reason: string }

function action(
  kind: string | undefined,
  rest: string[],
  values: { percent?: string; entry?: string },
): ReleaseAction | string {
  const [build, ...extra] = rest
  const needsBuild = (make: (build: string) => ReleaseAction) =>
    build === undefined
      ? `${kind} needs a build id`
      : extra.length > 0
        ? `unexpected ${extra.join(' ')}`
        : make(build)
  switch (kind) {
    case 'candidate':
      if (values.entry === undefined) return 'candidate needs --entry <URL of its remoteEntry.js>'
      return needsBuild((id) => ({ kind, build: id, entry: values.entry! }))
    case 'preview-link':
    case 'block':
      return needsBuild((id) => ({ kind, build: id }))
    case 'canary': {
      const percent = values.percent === undefined ? Number.NaN : Number(values.percent)
      if (values.percent?.trim() === '' || !Number.isFinite(percent))
        return 'canary needs --percent <0 to 100>'
      return needsBuild((id) => ({ kind, build: id, percent }))
    }
    case 'promote':
      return rest.length > 1 ? `unexpected ${rest.slice(1).join(' ')}` : { kind, build }
    case 'rollback':
      return rest.length > 0 ? `unexpected ${rest.join(' ')}` : { kind }
    default:
      return kind === undefined ? 'no action given' : `unknown action "${kind}"`
  }
}

export function parseCommand(argv: string[]): ParsedCommand {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        record: { type: 'string' },
        site: { type: 'string' },
        percent: { type: 'string' },
        entry: { type: 'string' },
        auto: { type: 'boolean' },
        steps: { type: 'string' },
        'step-wait': { type: 'string' },
        'max-wait': { type: 'string' },
        'rollout-max-wait': { type: 'string' },
        poll: { type: 'string' },
        json: { type: 'boolean' },
        html: { type: 'string' },
        decide: { type: 'boolean' },
        since: { type: 'string' },
        until: { type: 'string' },
        threshold: { type: 'string', multiple: true },
      },
    })
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  const [remote, kind, ...rest] = parsed.positionals
  if (remote === undefined || !isRemoteKey(remote)) {
    return {
      ok: false,
      reason: remote === undefined ? 'no remote given' : `"${remote}" is not a remote of this shell`,
    }
  }
  const { record, site } = parsed.values
  if (kind === 'status') {
    if (rest.length > 0) return { ok: false, reason: `unexpected ${rest.join(' ')}` }
    return { ok: true, status: { remote, record } }
  }
  if (kind === 'health') {
    if (rest.length > 0) return { ok: false, reason: `unexpected ${rest.join(' ')}` }
    const health = parseHealthOptions(parsed.values)
    return typeof health === 'string'
      ? { ok: false, reason: health }
      : { ok: true, health: { remote, record, site, health } }
  }
  const planned = action(kind, rest, parsed.values)
  if (typeof planned === 'string') return { ok: false, reason: planned }
  const auto = parseAutoOptions(planned, parsed.values)
  if (typeof auto === 'string') return { ok: false, reason: auto }
  return { ok: true, command: { remote, action: planned, record, site, auto } }
}
