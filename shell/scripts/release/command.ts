import { parseArgs } from 'node:util'
import type { RemoteKey } from '../../src/federation/apps'
import { isRemoteKey } from '../../src/release/preview-rules'
import type { ReleaseAction } from './edits'

export const USAGE =
  'usage: pnpm release <remote> <candidate <build> --entry URL | preview-link <build> | canary <build> --percent N | promote [build] | rollback | block <build>> [--manifest PATH|URL] [--site ORIGIN]'

export interface ReleaseCommand {
  remote: RemoteKey
  action: ReleaseAction
  /** A local deploy folder's remotes.json, or a deployed one's URL (read only). */
  manifest?: string
  /** The shell's public origin: the preview link's, and the base of root-relative entries. */
  site?: string
}

export type ParsedCommand = { ok: true; command: ReleaseCommand } | { ok: false; reason: string }

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
        manifest: { type: 'string' },
        site: { type: 'string' },
        percent: { type: 'string' },
        entry: { type: 'string' },
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
  const planned = action(kind, rest, parsed.values)
  if (typeof planned === 'string') return { ok: false, reason: planned }
  return {
    ok: true,
    command: { remote, action: planned, manifest: parsed.values.manifest, site: parsed.values.site },
  }
}
