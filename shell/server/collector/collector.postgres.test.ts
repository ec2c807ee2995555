// @vitest-environment node
import { openEventsDb } from '../events-db/open'
import { startThrowawayPostgres } from '../events-db/throwaway-postgres'
import { describeCollector } from '../test-support/collector.suite'

// No skipping: without a Postgres server this fails, saying what to install.
describeCollector('a throwaway Postgres cluster', async () => {
  const cluster = startThrowawayPostgres()
  return {
    open: () => openEventsDb({ url: cluster.url }),
    dispose: async () => cluster.stop(),
  }
})
