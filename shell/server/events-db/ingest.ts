/**
 * The collector's write: one statement stores a group of batches and adds what it really stored to
 * the health rollup. It runs as a PL/pgSQL function because PL/pgSQL keeps the statement's plan
 * between calls: parsing and planning it again cost 2.4 ms a call on PGlite, twice what the call costs
 * with its plan kept (shell/docs/decisions/0035-collector-write-plpgsql.md).
 */
import { ROLLUP_COLUMNS, withRollup } from './rollup'

/**
 * The rows of a group, one array a column; a row already stored (a replay) is skipped. In key order:
 * a writer inserting a batch another server is inserting too waits for it, and two writers that meet
 * on two batches must meet them in the same order, or each waits for the other (a deadlock, 40P01).
 */
const INSERT_EVENTS = `
  INSERT INTO events (batch_id, seq, view_id, name, page_kind, engine, builds, preview, data)
  SELECT batch_id, seq, view_id, name, page_kind, engine, builds::jsonb, preview, data::jsonb
  FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[],
              $8::boolean[], $9::text[])
    AS incoming (batch_id, seq, view_id, name, page_kind, engine, builds, preview, data)
  ORDER BY batch_id, seq
  ON CONFLICT (batch_id, seq) DO NOTHING
  RETURNING ${ROLLUP_COLUMNS}`

/**
 * Creates `ingest_events` (a migration step). Its body ends on the same line as its statement: the
 * migration runner splits steps at a `;` that ends a line.
 */
export const CREATE_INGEST_FUNCTION = `
  CREATE OR REPLACE FUNCTION ingest_events(
    uuid[], int[], uuid[], text[], text[], text[], text[], boolean[], text[]) RETURNS void
  LANGUAGE plpgsql AS $ingest$ BEGIN ${withRollup(INSERT_EVENTS)}; END $ingest$`

/** The call, one parameter a column (batch-writer.ts). One statement: atomic without a transaction. */
export const INGEST_CALL = 'SELECT ingest_events($1, $2, $3, $4, $5, $6, $7, $8, $9)'
