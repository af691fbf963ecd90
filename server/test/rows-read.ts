/**
 * The rows of `snippets` a statement reads, inside the functions it calls too: pg_stat_xact_user_tables counts every
 * row fetched in the running transaction, so the statement runs in one and the count is taken before and after.
 * For the tests that bound what a read of snippets costs, whatever the table's size.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/db/rows.js';

export async function snippetRowsRead(
  db: Database,
  run: (tx: Database) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const read = async () =>
      Number(
        (
          await selectRows<{ n: number }>(
            tx,
            sql`select seq_tup_read + coalesce(idx_tup_fetch, 0) as n from pg_stat_xact_user_tables
              where relname = 'snippets'`,
          )
        )[0]?.n ?? 0,
      );
    const before = await read();
    await run(tx);
    return (await read()) - before;
  });
}
