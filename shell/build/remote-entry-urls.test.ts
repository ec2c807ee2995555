// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { remoteApps, REMOTE_ENTRY_PATH } from '../src/federation/apps'
import { buildTimeReleaseRecord, buildTimeReleaseRecordJson, remoteEntryUrls } from './remote-entry-urls'

const fromTable = Object.fromEntries(
  Object.entries(remoteApps).map(([key, app]) => [key, `http://localhost:${app.port}${REMOTE_ENTRY_PATH}`]),
)

describe('release-record.json from the app table', () => {
  it('names every remote of the table at its entry path on its own port', () => {
    expect(remoteEntryUrls({})).toEqual(fromTable)
  })

  it('takes REMOTE_URL_<KEY> for that remote only', () => {
    const faq = 'https://faq.example.ro/v42/assets/remoteEntry.js'
    expect(remoteEntryUrls({ REMOTE_URL_FAQ: faq })).toEqual({ ...fromTable, faq })
  })

  it('is emitted into the build as release-record.json', () => {
    const emitFile = vi.fn()
    const plugin = buildTimeReleaseRecord({})
    ;(plugin.generateBundle as (this: unknown) => void).call({ emitFile })
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'release-record.json',
      source: buildTimeReleaseRecordJson({}),
    })
    expect(JSON.parse(emitFile.mock.calls[0]![0].source as string)).toEqual(fromTable)
  })

  it('is answered by the dev server, uncached', () => {
    const use = vi.fn()
    const plugin = buildTimeReleaseRecord({ REMOTE_URL_HOME: 'http://localhost:9999/assets/remoteEntry.js' })
    ;(plugin.configureServer as (server: unknown) => void)({ middlewares: { use } })
    expect(use).toHaveBeenCalledWith('/release-record.json', expect.any(Function))
    const headers: Record<string, string> = {}
    let body = ''
    const handler = use.mock.calls[0]![1] as (request: unknown, response: unknown) => void
    handler(
      {},
      {
        setHeader: (name: string, value: string) => (headers[name] = value),
        end: (text: string) => (body = text),
      },
    )
    expect(headers).toEqual({ 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
    expect(JSON.parse(body)).toEqual({ ...fromTable, home: 'http://localhost:9999/assets/remoteEntry.js' })
  })
})
