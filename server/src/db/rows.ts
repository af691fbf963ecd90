import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/** Raw rows of `db.execute`, whichever driver ran it. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
