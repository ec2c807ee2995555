import type { RemoteMeta } from '../federation/remote-meta'

function parse(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

/** The shell's copy serves a remote built against `wanted` if the major matches and it is no older. */
export function satisfies(provided: string, wanted: string): boolean {
  const have = parse(provided)
  const need = parse(wanted)
  if (!have || !need || have[0] !== need[0]) return false
  return have[1] > need[1] || (have[1] === need[1] && have[2] >= need[2])
}

/**
 * Why a remote cannot run in this shell, or null when it can. A remote does not bundle the shared
 * packages, so one built against a newer React or zustand than the shell provides would break at
 * runtime; one built against another contract major speaks a different set of props.
 */
export function incompatibility(
  meta: Partial<RemoteMeta> | undefined,
  shell: { contractVersion: string; sharedVersions: Record<string, string> },
): string | null {
  if (!meta || typeof meta.contractVersion !== 'string' || typeof meta.sharedVersions !== 'object') {
    return 'the remote does not say what it was built against'
  }
  if (parse(meta.contractVersion)?.[0] !== parse(shell.contractVersion)?.[0]) {
    return `contract ${meta.contractVersion} (the shell speaks ${shell.contractVersion})`
  }
  for (const [name, wanted] of Object.entries(meta.sharedVersions ?? {})) {
    const provided = shell.sharedVersions[name]
    if (!provided || !satisfies(provided, wanted)) {
      return `${name} ${wanted} (the shell provides ${provided ?? 'none'})`
    }
  }
  return null
}
