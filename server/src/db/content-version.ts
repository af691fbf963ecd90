import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { selectRows } from './rows.js';
import { CONTENT_VERSION_SEQUENCE } from './schema/content-version.js';

/**
 * The content version every app process shares (decision 030): 0 until the first write, then the last value
 * nextval() handed out. One function call on the sequence: no table, no lock.
 */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await selectRows<{ version: string | number }>(
    db,
    sql`select coalesce(pg_sequence_last_value(${CONTENT_VERSION_SEQUENCE}::regclass), 0) as version`,
  );
  return Number(row?.version ?? 0);
}

/**
 * Moves the content version on. Call it once the write has committed, never inside its transaction: a page rendered
 * before the commit is then stored under an older version, and a page rendered at the new version sees the write.
 */
export async function bumpContentVersion(db: Database): Promise<number> {
  const [row] = await selectRows<{ version: string | number }>(
    db,
    sql`select nextval(${CONTENT_VERSION_SEQUENCE}::regclass) as version`,
  );
  return Number(row?.version ?? 0);
}
