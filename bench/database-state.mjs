/**
 * What state a bench database is in, said with its figures: a freshly bulk-loaded table with no visibility map or
 * unset hint bits reads the heap where a vacuumed one does not, and stale statistics change the plans; this
 * machine's PostgreSQL runs with autovacuum off. search-latency.mjs prints it before each measurement.
 */
import pg from 'pg';

/** One row about `snippets`: its size, its all-visible pages, its last vacuum and analyze, what changed since. */
export const DATABASE_STATE_SQL = `select c.reltuples::bigint as rows, c.relpages as pages, c.relallvisible as all_visible,
    greatest(t.last_vacuum, t.last_autovacuum) as vacuumed, greatest(t.last_analyze, t.last_autoanalyze) as analyzed,
    t.n_mod_since_analyze as changed, t.n_dead_tup as dead, current_setting('autovacuum') as autovacuum
  from pg_class c join pg_stat_user_tables t on t.relid = c.oid
  where c.oid = 'snippets'::regclass`;

const time = (at) => (at ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') + 'Z' : 'never');

/** The state row as one line, e.g. "1,000,145 snippets; 99.5% of 222,563 pages all-visible; vacuumed …". */
export function describeDatabaseState(row) {
  const pages = Number(row.pages);
  const share = pages > 0 ? ((100 * Number(row.all_visible)) / pages).toFixed(1) : '0.0';
  const n = (value) => Number(value).toLocaleString('en-US');
  return (
    `${n(row.rows)} snippets; ${share}% of ${n(pages)} pages all-visible; vacuumed ${time(row.vacuumed)}, ` +
    `analysed ${time(row.analyzed)}; ${n(row.changed)} rows changed and ${n(row.dead)} dead since; ` +
    `autovacuum ${row.autovacuum}`
  );
}

/** Reads and describes the state of the database at `url`. */
export async function databaseState(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(DATABASE_STATE_SQL);
    return rows[0] ? describeDatabaseState(rows[0]) : 'no snippets table';
  } finally {
    await client.end();
  }
}
