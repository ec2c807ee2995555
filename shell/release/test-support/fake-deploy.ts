import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FAKE_META_CHUNK, remoteEntrySource } from 'shell/tooling/test/fake-remote-entry'
import type { RemoteMeta } from 'shell/tooling/federation/remote-meta'
import type { ShellMeta } from '../deployed'

/** For tests: what the shell of this checkout would provide. */
export const testShellMeta: ShellMeta = {
  contractVersion: '2.0.0',
  sharedVersions: { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0' },
}

/** A `./meta` chunk as Vite minifies remote-meta.ts. */
export function metaChunkSource(meta: Partial<RemoteMeta>): string {
  const literal = JSON.stringify(meta).replace(/"(\w+)":/g, '$1:')
  return `var e=${literal};const r=e;export{r as remoteMeta};`
}

export const compatibleMeta: RemoteMeta = { ...testShellMeta, buildId: 'YMvURZTD0Mrc' }

export interface FakeDeploy {
  origin: string
  entry: (build: string) => string
  /** Serves one build of a remote under /<build>/ (its entry, meta chunk and server bundle). */
  deploy: (build: string, meta?: Partial<RemoteMeta>) => void
  /** Serves any path, e.g. a release-record.json. */
  serve: (path: string, body: string, status?: number) => void
  close: () => Promise<void>
}

/** The files one deployed build of a remote serves under /<build>/: its entry, meta chunk and server bundle. */
export function deployedFiles(
  build: string,
  meta: Partial<RemoteMeta> = compatibleMeta,
): Array<[string, string]> {
  return [
    [`/${build}/assets/remoteEntry.js`, remoteEntrySource()],
    [new URL(FAKE_META_CHUNK, `http://x/${build}/assets/`).pathname, metaChunkSource(meta)],
    [`/${build}/server/entry.mjs`, `export const remoteMeta = ${JSON.stringify(meta)}\n// ${build}\n`],
  ]
}

/** A real HTTP server on 127.0.0.1 and a random port, serving builds the way a CDN would. */
export async function startFakeDeploy(): Promise<FakeDeploy> {
  const files = new Map<string, { status: number; body: string }>()
  const server: Server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname)
    response.writeHead(file?.status ?? 404, { 'Content-Type': 'text/javascript' })
    response.end(file?.body ?? 'not found')
  })
  // Idle sockets outlive the client's own keep-alive (4 s): on a loaded host the server closing one
  // just as fetch reuses it reads as ECONNRESET, a flake no CDN shows.
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const serve = (path: string, body: string, status = 200) => void files.set(path, { status, body })
  return {
    origin,
    entry: (build) => `${origin}/${build}/assets/remoteEntry.js`,
    deploy(build, meta = compatibleMeta) {
      for (const [path, body] of deployedFiles(build, meta)) serve(path, body)
    },
    serve,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
