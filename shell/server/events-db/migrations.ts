/**
 * The events store's schema, one numbered step at a time. A step is never edited once it has run
 * anywhere: a change is a new step. `migrate` applies, in order and each in its own transaction, the
 * steps a database has not recorded in `schema_migrations`; the same steps run on PGlite and Postgres.
 */
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
]
