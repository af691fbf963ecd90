import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDrift } from '../db/counters.js';
import { selectRows } from '../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { generateBulkData } from './bulk.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const indexesOf = async () =>
  (
    await selectRows<{ definition: string }>(
      t.db,
      sql`select indexdef as definition from pg_indexes where schemaname = 'public' order by indexname`,
    )
  ).map((row) => row.definition);

describe('generateBulkData', () => {
  it('loads members, snippets and their reactions with every counter right and every index back', async () => {
    const indexesBefore = await indexesOf();
    const lines: string[] = [];
    await generateBulkData(t.db, {
      snippets: 600,
      members: 40,
      reactions: 3000,
      passwordHash: 'not-a-real-hash',
      log: (line) => lines.push(line),
    });

    const [totals] = await selectRows<Record<string, number>>(
      t.db,
      sql`select (select count(*)::int from snippets) as snippets, (select count(*)::int from users) as members,
        (select count(*)::int from snippet_reactions) as reactions, (select count(*)::int from snippet_saves) as saves,
        (select count(*)::int from snippet_views) as views,
        (select count(*)::int from snippets where like_count > 0) as liked,
        (select count(*)::int from snippets where search_head = ''::tsvector) as unsearchable`,
    );
    expect(totals).toMatchObject({ snippets: 600, members: 40, unsearchable: 0 });
    // Pairs repeat (one reaction per member and snippet): most of them remain, skewed to popular snippets.
    expect(totals!.reactions).toBeGreaterThan(1000);
    expect(totals!.saves).toBeGreaterThan(300);
    expect(totals!.views).toBeGreaterThan(500);
    expect(totals!.liked).toBeGreaterThan(100);
    expect(await counterDrift(t.db)).toEqual([]);
    expect(await indexesOf()).toEqual(indexesBefore);
    expect(lines.some((line) => /^600 snippets in \d+\.\d s$/.test(line))).toBe(true);
  });
});
