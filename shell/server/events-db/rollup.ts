/**
 * The health rollup: what release health reads, kept as events are written, in the same statement
 * as their insert. Release health reads thousands of rollup rows, not a million events.
 *
 * - `health_views`: page views, and page views with a `remote_error` of that remote, per remote,
 *   its stamp (source, build) and minute.
 * - `health_values`: a histogram per remote, stamp, metric and ten-minute slot: how many page views
 *   reported each value (LCP, INP and time until live in whole ms, CLS in steps of 0.0001: health's
 *   ranking unit, so health judges the rollup as it judged the raw values).
 * - `health_moments`: per remote, stamp, metric and minute, the sums the judge's means need (how many
 *   values, their sum and sum of squares, and the same of `ln(1 + value)`), moved with the histogram:
 *   the judge compares the arms minute by minute where the histogram's slots would straddle a step.
 * - `view_metrics`, `view_errors`: one row a page view and metric (its largest value so far, the slot
 *   and minute where it was counted; LCP, INP and CLS only grow within a page view, so the largest is
 *   the last; and `replaced`, the value its last raise replaced) and a page view and failing remote, so a metric a
 *   page reports again, in a later beacon, moves its count rather than adding one, and a view's second
 *   error counts nothing.
 *
 * Only the events the insert really added feed it (`RETURNING` of `ON CONFLICT DO NOTHING`), so a
 * replayed batch counts nothing twice, and what the collector acknowledged is counted once.
 */

/** The page-wide metrics health ranks, as the `web_vital` event names them. */
export const ROLLUP_VITALS = ['LCP', 'INP', 'CLS'] as const
/** A remote's own metric: the time from navigation until its slots on the page were live. */
export const LIVE_METRIC = 'LIVE'

/** A histogram's time slot: window edges are read to it (page views and errors to the minute). */
export const VALUE_SLOT = '10 minutes'

/**
 * The shared counters (`health_views`, `health_values`, `health_moments`) are kept in shards, summed
 * when read: a writer adds to its own backend's shard (its pid modulo this), so two shell servers
 * writing at once rarely touch one row, and neither waits for the other's commit, flush included, on
 * the hot rows every batch adds to (the stamp's minute, the common values). One process (PGlite)
 * writes one shard.
 * Rows a key may have: at most this, and no more than the backends that wrote it.
 */
export const COUNTER_SHARDS = 64
const SHARD = `pg_backend_pid() % ${COUNTER_SHARDS}`

/** The counters' keys, their shard last (a migration step's, and the upserts' conflict targets). */
const VIEWS_KEY = 'remote, minute, source, build, shard'
const VALUES_KEY = 'remote, metric, slot, source, build, value, shard'
const MOMENTS_KEY = 'remote, metric, minute, source, build, shard'

/** The events a statement's source must yield, as `events` stores them. */
export const ROLLUP_COLUMNS =
  'received_at, view_id, name, builds, preview, data, vital, vital_value, error_remote'

const SLOT = (column: string) => `date_bin('${VALUE_SLOT}', ${column}, timestamptz '2000-01-01')`

/** One row per remote a page's stamp names: its source and build ('' when the stamp has none). */
const STAMPS = (builds: string) => `jsonb_each(${builds}) AS stamp (remote, arm)`
const STAMP_COLUMNS = `stamp.remote, coalesce(stamp.arm ->> 'source', ''), coalesce(stamp.arm ->> 'build', '')`

/** What `events` (a relation yielding `ROLLUP_COLUMNS`) measure: a row a value, with its stamp. */
function MEASURED(events: string): string {
  const vitals = ROLLUP_VITALS.map((metric) => `'${metric}'`).join(', ')
  return `
      SELECT view_id, vital AS metric, '' AS remote, vital_value AS value, received_at, builds
      FROM ${events}
      WHERE NOT preview AND name = 'web_vital' AND vital IN (${vitals}) AND vital_value IS NOT NULL
      UNION ALL
      SELECT view_id, '${LIVE_METRIC}', data ->> 'remote', (data ->> 'ms')::float8, received_at,
             jsonb_build_object(data ->> 'remote', builds -> (data ->> 'remote'))
      FROM ${events}
      WHERE NOT preview AND name = 'remote_live' AND jsonb_typeof(data -> 'ms') = 'number'
        AND builds ? (data ->> 'remote')`
}

/**
 * Adds `moves` (a relation of builds, metric, minute, value and delta: +1 a value counted, -1 one
 * taken away) to the moments, in key order as the other counters.
 */
const COUNT_MOMENTS = (moves: string) => `
      INSERT INTO health_moments AS kept
        (remote, source, build, metric, minute, shard, n, sum, sum_squares, log_sum, log_sum_squares)
      SELECT ${STAMP_COLUMNS}, metric, minute, ${SHARD}, sum(delta), sum(delta * value),
             sum(delta * value * value), sum(delta * ln(1 + value)), sum(delta * ln(1 + value) ^ 2)
      FROM ${moves}, ${STAMPS('builds')}
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 4, 5, 2, 3
      ON CONFLICT (${MOMENTS_KEY}) DO UPDATE SET
        n = kept.n + excluded.n, sum = kept.sum + excluded.sum,
        sum_squares = kept.sum_squares + excluded.sum_squares, log_sum = kept.log_sum + excluded.log_sum,
        log_sum_squares = kept.log_sum_squares + excluded.log_sum_squares`

/**
 * One statement that runs `newEvents` (a query yielding `ROLLUP_COLUMNS`: the collector's insert
 * `RETURNING` them, a benchmark's seed, a migration's backfill) and adds what it yields to the
 * rollup. Testers' page views (`preview`) are in neither arm, so they are not counted. A web vital
 * counts under every remote the page's stamp names; a `remote_live` only under its own remote.
 */
export function withRollup(newEvents: string): string {
  return `
    WITH new_events AS (${newEvents}),
    measured AS (${MEASURED('new_events')}),
    -- in health's ranking unit: 1 ms, CLS to 0.0001 (finer than anyone tells apart)
    reported AS (
      SELECT view_id, metric, remote,
             max((CASE WHEN metric = 'CLS' THEN round(value::numeric, 4) ELSE round(value::numeric) END)::float8)
               AS value,
             min(${SLOT('received_at')}) AS slot, min(date_trunc('minute', received_at)) AS minute,
             (array_agg(builds))[1] AS builds
      FROM measured
      GROUP BY view_id, metric, remote),
    -- Concurrent writers (several shell servers on one Postgres) may report the same page view's
    -- metric at once. The value a raise replaces is read back from the upsert itself (\`replaced\`,
    -- set from the row the upsert locked), never from an earlier read of view_metrics: under read
    -- committed that read may be stale, and two writers would both add a view, or both take one away.
    kept_values AS (
      INSERT INTO view_metrics AS kept (view_id, metric, remote, value, slot, minute, builds)
      SELECT view_id, metric, remote, value, slot, minute, builds FROM reported ORDER BY view_id, metric, remote
      ON CONFLICT (view_id, metric, remote) DO UPDATE SET value = excluded.value, replaced = kept.value
        WHERE excluded.value > kept.value
      RETURNING builds, slot, minute, metric, value, replaced),
    -- A raise moves the view where it was first counted (its slot, its minute): out of the replaced
    -- value, into the new one.
    value_moves AS (
      SELECT builds, slot, minute, metric, value, 1 AS delta FROM kept_values
      UNION ALL
      SELECT builds, slot, minute, metric, replaced, -1 FROM kept_values WHERE replaced IS NOT NULL),
    -- The shared counters only ever add (a move is +1 and -1), so writers need not see each other's
    -- sums, and each adds to its own shard (COUNTER_SHARDS): a shard's row may go below zero, their
    -- sum never does. Two writers that do share a shard touch its rows in primary-key order, so they
    -- wait for one another in one direction only and never deadlock (ingest.ts orders the events).
    counted_values AS (
      INSERT INTO health_values (remote, source, build, metric, slot, value, shard, count)
      SELECT ${STAMP_COLUMNS}, metric, slot, value, ${SHARD}, sum(delta)
      FROM value_moves, ${STAMPS('builds')}
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY 1, 4, 5, 2, 3, 6
      ON CONFLICT (${VALUES_KEY})
        DO UPDATE SET count = health_values.count + excluded.count),
    counted_moments AS (${COUNT_MOMENTS('value_moves')}),
    new_errors AS (
      INSERT INTO view_errors (view_id, remote, at, source, build)
      SELECT DISTINCT ON (view_id, error_remote) view_id, error_remote, received_at,
             coalesce(builds -> error_remote ->> 'source', ''), coalesce(builds -> error_remote ->> 'build', '')
      FROM new_events
      WHERE NOT preview AND name = 'remote_error' AND error_remote IS NOT NULL
      ORDER BY view_id, error_remote, received_at
      ON CONFLICT (view_id, remote) DO NOTHING
      RETURNING remote, source, build, at)
    INSERT INTO health_views (remote, source, build, minute, shard, page_views, errored_views)
    SELECT remote, source, build, minute, ${SHARD}, sum(page_views), sum(errored_views)
    FROM (
      SELECT ${STAMP_COLUMNS}, date_trunc('minute', received_at), 1, 0
      FROM new_events, ${STAMPS('builds')}
      WHERE NOT preview AND name = 'page_view'
      UNION ALL
      SELECT remote, source, build, date_trunc('minute', at), 0, 1 FROM new_errors
    ) AS counted (remote, source, build, minute, page_views, errored_views)
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 4, 2, 3
    ON CONFLICT (${VIEWS_KEY}) DO UPDATE SET
      page_views = health_views.page_views + excluded.page_views,
      errored_views = health_views.errored_views + excluded.errored_views`
}

const MOMENTS_TABLE = `
  CREATE TABLE IF NOT EXISTS health_moments (
    remote text NOT NULL, source text NOT NULL, build text NOT NULL, metric text NOT NULL,
    minute timestamptz NOT NULL, shard smallint NOT NULL DEFAULT 0, n integer NOT NULL,
    sum float8 NOT NULL, sum_squares float8 NOT NULL, log_sum float8 NOT NULL, log_sum_squares float8 NOT NULL,
    PRIMARY KEY (${MOMENTS_KEY}));`

/** The rollup's tables (a migration step: statements end a line with `;`). */
export const ROLLUP_TABLES = `
  CREATE TABLE health_views (
    remote text NOT NULL, source text NOT NULL, build text NOT NULL, minute timestamptz NOT NULL,
    shard smallint NOT NULL DEFAULT 0, page_views integer NOT NULL, errored_views integer NOT NULL,
    PRIMARY KEY (${VIEWS_KEY}));
  CREATE TABLE health_values (
    remote text NOT NULL, source text NOT NULL, build text NOT NULL, metric text NOT NULL,
    slot timestamptz NOT NULL, value float8 NOT NULL, shard smallint NOT NULL DEFAULT 0,
    count integer NOT NULL,
    PRIMARY KEY (${VALUES_KEY}));
  ${MOMENTS_TABLE}
  CREATE TABLE view_metrics (
    view_id uuid NOT NULL, metric text NOT NULL, remote text NOT NULL, value float8 NOT NULL,
    slot timestamptz NOT NULL, builds jsonb NOT NULL, replaced float8, minute timestamptz,
    PRIMARY KEY (view_id, metric, remote));
  CREATE INDEX view_metrics_slot ON view_metrics (slot);
  CREATE TABLE view_errors (
    view_id uuid NOT NULL, remote text NOT NULL, at timestamptz NOT NULL,
    source text NOT NULL, build text NOT NULL,
    PRIMARY KEY (view_id, remote));
  CREATE INDEX view_errors_at ON view_errors (at);
`

/**
 * Shards the counters of a store made before them (a migration step): its rows become shard 0, and
 * the key takes the shard. Idempotent, so a store whose step 4 made the column already takes it too.
 */
export const SHARD_COUNTERS = `
  ALTER TABLE health_views ADD COLUMN IF NOT EXISTS shard smallint NOT NULL DEFAULT 0;
  ALTER TABLE health_views DROP CONSTRAINT health_views_pkey, ADD PRIMARY KEY (${VIEWS_KEY});
  ALTER TABLE health_values ADD COLUMN IF NOT EXISTS shard smallint NOT NULL DEFAULT 0;
  ALTER TABLE health_values DROP CONSTRAINT health_values_pkey, ADD PRIMARY KEY (${VALUES_KEY});
`

/**
 * The moments per minute in a store made before them (a migration step): `view_metrics` takes the
 * minute each view's metric was first counted, read back from its events (its slot's first minute
 * where they have expired), and `health_moments` the sums of those views. A store whose step 4 made
 * them already has every minute, so nothing is counted twice.
 */
export const MOMENTS_PER_MINUTE = `
  ${MOMENTS_TABLE}
  ALTER TABLE view_metrics ADD COLUMN IF NOT EXISTS minute timestamptz;
  WITH first_counted AS (
    SELECT view_id, metric, remote, min(date_trunc('minute', received_at)) AS minute
    FROM (${MEASURED('events')}) AS measured
    GROUP BY 1, 2, 3),
  dated AS (
    SELECT kept.view_id, kept.metric, kept.remote, coalesce(first_counted.minute, kept.slot) AS minute
    FROM view_metrics AS kept LEFT JOIN first_counted USING (view_id, metric, remote)
    WHERE kept.minute IS NULL),
  moves AS (
    UPDATE view_metrics AS kept SET minute = dated.minute FROM dated
    WHERE (kept.view_id, kept.metric, kept.remote) = (dated.view_id, dated.metric, dated.remote)
    RETURNING kept.builds, kept.metric, kept.minute, kept.value, 1 AS delta)
  ${COUNT_MOMENTS('moves')};
`
