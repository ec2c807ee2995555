import { serverBundleUrl } from 'shell/tooling/compose/remote-bundles'
import type { RemoteKey } from 'shell/tooling/federation/apps'
import {
  HISTORY_LIMIT,
  parseReleaseRecord,
  type HistoryEntry,
  type ReleaseRecordParse,
  type Release,
  type ReleaseRecord,
} from 'shell/tooling/release/release-record-schema'
import { previewLinkQuery } from 'shell/tooling/release/preview-link'
import { listedCandidate } from 'shell/tooling/release/preview-rules'
import type { ReleaseCommand } from './command'
import { checkEntry, checkServerBundle, type Checked, type ShellMeta } from './deployed'
import { planEdit } from './edits'
import { recordSource, readRecordText, replaceRecordFile, type RecordSource } from './record-source'

export interface ReleaseDeps {
  fetch: typeof fetch
  shellMeta: ShellMeta
  /** Recomposes the pages against a written record; the real one runs `pnpm compose`. */
  compose: (recordFile: string) => Promise<void>
  /** Standard output: the preview link, or the edited record of a URL. */
  print: (text: string) => void
  /** Standard error: one line on what was done or why not. */
  report: (line: string) => void
  /** Where the command was started: a relative --record is relative to it. */
  cwd: string
  defaultRecord: string
  siteOrigin: string
  now: () => Date
}

type ServerBundle = NonNullable<Release['serverBundle']>

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** As the record would write it: root-relative when the entry is. */
function sameFormAs(entry: string, url: URL): string {
  return entry.startsWith('/') ? `${url.pathname}${url.search}` : url.href
}

/** The build answers and can run in the shell, and compose can load its server bundle. */
async function verify(release: Release, base: string, deps: ReleaseDeps): Promise<Checked<ServerBundle>> {
  const entry = new URL(release.entry, base)
  const checked = await checkEntry(entry, deps.shellMeta, deps.fetch)
  if (!checked.ok) return checked
  const bundleUrl = release.serverBundle
    ? new URL(release.serverBundle.url, base)
    : serverBundleUrl(entry.href)
  const bundle = await checkServerBundle(bundleUrl, release.serverBundle?.sha256, deps.fetch)
  if (!bundle.ok) return { ok: false, reason: `${release.build}: ${bundle.reason}` }
  return {
    ok: true,
    value: release.serverBundle ?? { url: sameFormAs(release.entry, bundleUrl), sha256: bundle.value },
  }
}

/** Records the server bundle a build was checked with, so compose and later checks know the file. */
function pinServerBundle(
  record: ReleaseRecord,
  remote: RemoteKey,
  build: string,
  bundle: ServerBundle,
): void {
  const releases = record.remotes[remote]
  if (!releases) return
  for (const release of [releases.stable, releases.previous]) {
    if (release?.build === build) release.serverBundle ??= bundle
  }
  const candidate = listedCandidate(releases, build)
  if (candidate) candidate.serverBundle ??= bundle
}

function describe(source: RecordSource): string {
  return source.kind === 'file' ? source.path : source.url.href
}

export type LoadedRecord =
  | {
      ok: true
      source: RecordSource
      where: string
      text: string
      parsed: Extract<ReleaseRecordParse, { ok: true }>
    }
  | { ok: false; source: RecordSource; where: string; reason: string }

/** The release record a command names (or the default one), read and checked against the schema. */
export async function loadRecord(
  argument: string | undefined,
  deps: Pick<ReleaseDeps, 'fetch' | 'cwd' | 'defaultRecord'>,
): Promise<LoadedRecord> {
  const source = recordSource(argument ?? deps.defaultRecord, deps.cwd)
  const where = describe(source)
  let text: string
  let parsed
  try {
    text = await readRecordText(source, deps.fetch)
    parsed = parseReleaseRecord(JSON.parse(text))
  } catch (error) {
    return { ok: false, source, where, reason: `cannot read ${where}: ${errorMessage(error)}` }
  }
  if (!parsed.ok) {
    const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : ''
    return { ok: false, source, where, reason: `${where} is invalid: ${parsed.errors[0]}${more}` }
  }
  return { ok: true, source, where, text, parsed }
}

/**
 * One release action: read the record, plan the edit, check the result against the schema and
 * against what is deployed, and only then write it (a local file) or print it (a URL), and recompose
 * when the pages' builds changed. Returns the exit code; a refusal writes nothing.
 * With a `note` (release health's decision), the note joins the remote's history in the same write.
 */
export async function runRelease(
  command: Pick<ReleaseCommand, 'remote' | 'action' | 'record' | 'site'>,
  deps: ReleaseDeps,
  note?: HistoryEntry,
): Promise<number> {
  const loaded = await loadRecord(command.record, deps)
  const { source, where } = loaded
  const refuse = (reason: string) => {
    deps.report(
      `release: refused: ${reason} (${source.kind === 'file' ? `${where} unchanged` : 'nothing written'})`,
    )
    return 1
  }

  if (!loaded.ok) return refuse(loaded.reason)
  const { text, parsed: current } = loaded
  const planned = planEdit(current.record, command.remote, command.action, deps.now().toISOString())
  if (!planned.ok) return refuse(planned.reason)
  const { edit } = planned
  if (!edit.changed && edit.verify.length === 0 && !note) {
    deps.report(`release: ${edit.summary}; nothing to change`)
    return 0
  }
  const edited = parseReleaseRecord(JSON.parse(JSON.stringify(edit.record)))
  if (!edited.ok) return refuse(`the edited record would be invalid: ${edited.errors[0]}`)
  const releases = edited.record.remotes[command.remote]
  if (note && releases) releases.history = [...(releases.history ?? []), note].slice(-HISTORY_LIMIT)

  const site = command.site ?? (source.kind === 'url' ? source.url.origin : deps.siteOrigin)
  const base = source.kind === 'url' ? source.url.href : site
  for (const release of edit.verify) {
    const checked = await verify(release, base, deps)
    if (!checked.ok) return refuse(`${command.remote} ${release.build}: ${checked.reason}`)
    pinServerBundle(edited.record, command.remote, release.build, checked.value)
  }

  if (command.action.kind === 'preview-link') {
    deps.print(`${new URL(previewLinkQuery(command.remote, command.action.build), site).href}\n`)
    return 0
  }
  const nextText = `${JSON.stringify(edited.record, null, 2)}\n`
  const upgraded = current.format === 1 ? ' (release-record.json is now version 2)' : ''
  if (source.kind === 'url') {
    deps.print(nextText)
    const then = edit.recompose ? `, then run pnpm compose --record ${where}` : ''
    deps.report(`release: ${edit.summary}${upgraded}; ${where} is read only: deploy the record above${then}`)
    return 0
  }
  try {
    replaceRecordFile(source.path, text, nextText)
  } catch (error) {
    return refuse(errorMessage(error))
  }
  deps.report(`release: ${edit.summary}${upgraded}`)
  if (!edit.recompose) return 0
  try {
    await deps.compose(source.path)
  } catch (error) {
    deps.report(
      `release: ${where} is written, but compose failed (${errorMessage(error)}): the pages still show the builds they were composed with; run pnpm compose --record ${where} again`,
    )
    return 1
  }
  return 0
}
