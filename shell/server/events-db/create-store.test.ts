// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEventsStore, PGLITE_NODE_FLAGS } from './create-store'
import { openEventsDb } from './open'

describe('createEventsStore', { timeout: 120_000 }, () => {
  it('makes a fresh folder a PGlite store in a process of its own, once, and the server opens it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'create-store-')), 'events')
    try {
      const peakMb = createEventsStore(dir)
      // The initdb's peak is that process's, not this one's.
      expect(peakMb).toBeGreaterThan(10)
      expect(createEventsStore(dir)).toBeNull()
      const db = await openEventsDb({ dir })
      try {
        const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events')
        expect(rows[0]!.count).toBe(0)
      } finally {
        await db.close()
      }
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true })
    }
  })
})

describe('PGLITE_NODE_FLAGS', () => {
  it('are the flags `pnpm start` serves with: the serve script names each (NODE_OPTIONS refuses --liftoff-only)', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    const serveFlags = packageJson.scripts.serve!.split(/\s+/).filter((word) => word.startsWith('--'))
    expect(serveFlags).toEqual([...PGLITE_NODE_FLAGS])
  })
})
