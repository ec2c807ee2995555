/**
 * The events store's schema, one numbered step at a time. A step is never edited once it has run
 * anywhere: a change is a new step. `migrate` applies, in order and each in its own transaction, the
 * steps a database has not recorded in `schema_migrations`; the same steps run on PGlite and Postgres.
 */
import { CREATE_INGEST_FUNCTION } from './ingest'
import { MOMENTS_PER_MINUTE, ROLLUP_COLUMNS, ROLLUP_TABLES, SHARD_COUNTERS, withRollup } from './rollup'

export interface Migration {
  version: number
  name: string
  sql: string
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'events',
    sql: `
      -- One row an event. No IP address, no user agent, no visitor id: a page view's id is random per
      -- page view, the engine is a coarse name (chromium, firefox, webkit, other).
      CREATE TABLE events (
        batch_id    uuid        NOT NULL,
        seq         integer     NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        view_id     uuid        NOT NULL,
        name        text        NOT NULL,
        page_kind   text        NOT NULL,
        engine      text        NOT NULL,
        -- { "<remote>": { "build": "b42", "source": "stable" | "canary" | "preview" | … } }
        builds      jsonb       NOT NULL,
        preview     boolean     NOT NULL DEFAULT false,
        -- the event registry's fields of that event, and nothing else
        data        jsonb       NOT NULL,
        -- a replayed batch (same batch_id) inserts nothing twice
        PRIMARY KEY (batch_id, seq)
      );
      CREATE INDEX events_received_at ON events (received_at);
    `,
  },
  {
    version: 3,
    name: 'health columns',
    sql: `
      -- Release health reads a web vital's name and value, and the remote of a remote_error, from
      -- every such event in its window: computed once on insert, not out of jsonb on every read.
      -- (Step 2 is the collector's.)
      ALTER TABLE events
        ADD COLUMN vital text GENERATED ALWAYS AS (
          CASE WHEN name = 'web_vital' THEN data ->> 'name' END) STORED,
        ADD COLUMN vital_value float8 GENERATED ALWAYS AS (
          CASE WHEN name = 'web_vital' AND jsonb_typeof(data -> 'value') = 'number'
            THEN (data ->> 'value')::float8 END) STORED,
        ADD COLUMN error_remote text GENERATED ALWAYS AS (
          CASE WHEN name = 'remote_error' THEN data ->> 'remote' END) STORED;
    `,
  },
  {
    version: 4,
    name: 'health rollup',
    sql: `
      -- What release health reads, kept at ingest (rollup.ts): counts per minute, a histogram per
      -- ten-minute slot, and per page view what it has counted. Filled here from the events stored so far.
      ${ROLLUP_TABLES}
      ${withRollup(`SELECT ${ROLLUP_COLUMNS} FROM events`)};
    `,
  },
  {
    version: 5,
    name: 'ingest function',
    sql: `
      -- The collector's insert and rollup as a function, so its plan is kept between calls (ingest.ts).
      ${CREATE_INGEST_FUNCTION};
    `,
  },
  {
    version: 6,
    name: 'rollup for concurrent writers',
    sql: `
      -- Several shell servers may write one Postgres: the rollup reads the value a re-reported metric
      -- replaces from its own upsert, and touches rows in key order (rollup.ts, ingest.ts). Step 4
      -- makes the column in a store made now; this adds it to one made before.
      ALTER TABLE view_metrics ADD COLUMN IF NOT EXISTS replaced float8;
      ${CREATE_INGEST_FUNCTION};
    `,
  },
  {
    version: 7,
    name: 'sharded counters',
    sql: `
      -- Each writer adds to its own shard of the shared counters, summed when read (rollup.ts): shell
      -- servers writing at once no longer wait on each other's hot rows until commit.
      ${SHARD_COUNTERS}
      ${CREATE_INGEST_FUNCTION};
    `,
  },
  {
    version: 8,
    name: 'collector faults',
    sql: `
      -- What each shell server failed or refused, a row a minute (server/collector/faults.ts): every
      -- server sharing the store reads the whole fleet's (fleet-faults.ts). No client is named.
      CREATE TABLE collector_faults (
        minute  timestamptz NOT NULL,
        server  text        NOT NULL,
        kind    text        NOT NULL,
        reason  text        NOT NULL,
        count   integer     NOT NULL,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (minute, server, kind, reason)
      );
    `,
  },
  {
    version: 9,
    name: 'moments per minute',
    sql: `
      -- Release health compares the arms only between the rollout's steps: each metric's sums per
      -- minute (health_moments), where the histogram's ten-minute slots would straddle a step. Filled
      -- here from what view_metrics counted so far (rollup.ts).
      ${MOMENTS_PER_MINUTE}
      ${CREATE_INGEST_FUNCTION};
    `,
  },
]
