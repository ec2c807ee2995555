// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openEventsDb } from '../events-db/open'
import { describeCollector } from '../test-support/collector.suite'

describeCollector('PGlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'collector-pglite-'))
  return {
    open: () => openEventsDb({ dir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  }
})
