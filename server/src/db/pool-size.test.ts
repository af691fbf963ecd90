import { describe, expect, it } from 'vitest';
import { isPostgresRun } from '../../test/helper.js';
import { openDatabase } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(isPostgresRun && url)('the PostgreSQL pool size (DATABASE_POOL_SIZE, decision 056)', () => {
  it('opens at most poolSize connections; the next caller waits for one to be released', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: url! }, { poolSize: 3 });
    try {
      if (handle.driver.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
      const { pool } = handle.driver;
      const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      let fourthConnected = false;
      const fourth = pool.connect().then((client) => {
        fourthConnected = true;
        return client;
      });
      await expect.poll(() => pool.waitingCount).toBe(1);
      expect(pool.totalCount).toBe(3);
      expect(fourthConnected).toBe(false);
      held[0]!.release();
      const client = await fourth;
      expect(pool.totalCount).toBe(3);
      client.release();
      for (const other of held.slice(1)) other.release();
    } finally {
      await handle.close();
    }
  });
});
