import { describe, expect, it } from 'vitest';
import { isPostgresRun } from '../../test/helper.js';
import { createPool } from './postgres-pool.js';
import { CUSTOM_PLAN, statementName } from './prepared-statements.js';

const url = process.env.TEST_DATABASE_URL;

/** The names this connection holds prepared, read on the connection itself. */
const preparedNames = async (client: { query: (text: string) => Promise<{ rows: { name: string }[] }> }) =>
  (await client.query('select name from pg_prepared_statements')).rows.map((row) => row.name);

describe.runIf(isPostgresRun && url)('statements prepared by their text (decision 045)', () => {
  it('prepares a parameterized statement once per connection and reuses it', async () => {
    const pool = createPool(url!, {});
    try {
      const client = await pool.connect();
      try {
        const text = 'select $1::int + 1 as n';
        expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
        expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
        expect(await preparedNames(client)).toEqual([statementName(text)]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('leaves unprepared a statement without values, one marked CUSTOM_PLAN, and all when turned off', async () => {
    const pool = createPool(url!, {});
    const unprepared = createPool(url!, { prepare: false });
    try {
      const client = await pool.connect();
      try {
        await client.query({ text: 'select 1 as n' });
        await client.query({ text: `select ${CUSTOM_PLAN} $1::text as word`, values: ['trigger'] });
        expect(await preparedNames(client)).toEqual([]);
      } finally {
        client.release();
      }
      const plain = await unprepared.connect();
      try {
        await plain.query({ text: 'select $1::int as n', values: [1] });
        expect(await preparedNames(plain)).toEqual([]);
      } finally {
        plain.release();
      }
    } finally {
      await Promise.all([pool.end(), unprepared.end()]);
    }
  });
});
