/**
 * A search reads search_head for every candidate it looks at: it stays in the row (storage MAIN, decision 063),
 * where a large snippet's other columns go out to TOAST first.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { selectRows } from '../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the storage of the search vectors', () => {
  it('keeps search_head in the row and lets the code vector go out to TOAST', async () => {
    const rows = await selectRows<{ name: string; storage: string }>(
      t.db,
      sql`select attname as name, attstorage as storage from pg_attribute
        where attrelid = 'snippets'::regclass and attname in ('search_head', 'search_code') order by attname`,
    );
    expect(rows).toEqual([
      { name: 'search_code', storage: 'x' },
      { name: 'search_head', storage: 'm' },
    ]);
  });
});
