import { createHash } from 'node:crypto'
import type { RemoteMeta } from 'shell/tooling/federation/remote-meta'
import { incompatibility } from 'shell/tooling/remote/compatibility'
import { metaChunkPath } from 'shell/tooling/federation/plugin/remote-entry'
import { exportedRemoteMeta } from './read-meta'

/** What the deployed shell provides; remotes are checked against it as the browser would. */
export type ShellMeta = Pick<RemoteMeta, 'contractVersion' | 'sharedVersions'>

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

const TIMEOUT_MS = 15_000

function message(error: unknown): string {
  return error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error)
}

/** The body of a URL that answers 200 itself: a redirect is refused, as another origin would break the CSP. */
async function download(url: URL, fetchImpl: typeof fetch): Promise<Checked<Uint8Array>> {
  const get = () => fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
  try {
    // Once more, on a new connection, when the first fails to connect: --auto checks a build at each
    // step, minutes apart, and the kept-alive socket of the last check may be closed just as it is
    // reused (ECONNRESET), as release health's assess() also allows.
    const response = await get().catch(get)
    if (response.status !== 200) return { ok: false, reason: `${url.href} answered HTTP ${response.status}` }
    return { ok: true, value: new Uint8Array(await response.arrayBuffer()) }
  } catch (error) {
    return { ok: false, reason: `${url.href} did not answer (${message(error)})` }
  }
}

function parsed<T>(read: () => T): T | null {
  try {
    return read()
  } catch {
    return null
  }
}

/**
 * Whether a remote's entry is deployed and can run in this shell: `remoteEntry.js` answers 200, and
 * the `./meta` it names answers 200 with a contract and shared versions the shell accepts (the
 * browser's own check, see compatibility.ts). Nothing downloaded is executed.
 */
export async function checkEntry(
  entry: URL,
  shell: ShellMeta,
  fetchImpl: typeof fetch,
): Promise<Checked<RemoteMeta>> {
  const entryFile = await download(entry, fetchImpl)
  if (!entryFile.ok) return entryFile
  const chunk = parsed(() => metaChunkPath(new TextDecoder().decode(entryFile.value)))
  if (!chunk) return { ok: false, reason: `${entry.href} exposes no ./meta` }
  const chunkUrl = new URL(chunk, entry)
  if (chunkUrl.origin !== entry.origin)
    return { ok: false, reason: `${entry.href} loads its ./meta from another origin` }
  const metaFile = await download(chunkUrl, fetchImpl)
  if (!metaFile.ok) return metaFile
  const meta = parsed(() => exportedRemoteMeta(new TextDecoder().decode(metaFile.value)))
  if (typeof meta !== 'object' || meta === null) {
    return { ok: false, reason: `${chunkUrl.href} exports no remoteMeta written as plain data` }
  }
  const problem = incompatibility(meta, shell)
  if (problem)
    return { ok: false, reason: `${entry.href} cannot run in this shell: built against ${problem}` }
  return { ok: true, value: meta as RemoteMeta }
}

/** The server bundle's SHA-256 (hex); when one was recorded, it must still be the same file. */
export async function checkServerBundle(
  url: URL,
  recordedSha256: string | undefined,
  fetchImpl: typeof fetch,
): Promise<Checked<string>> {
  const bundle = await download(url, fetchImpl)
  if (!bundle.ok) return { ok: false, reason: `its server bundle (for compose): ${bundle.reason}` }
  const sha256 = createHash('sha256').update(bundle.value).digest('hex')
  if (recordedSha256 !== undefined && sha256 !== recordedSha256) {
    return {
      ok: false,
      reason: `its server bundle ${url.href} is not the file release-record.json recorded (SHA-256 differs)`,
    }
  }
  return { ok: true, value: sha256 }
}
