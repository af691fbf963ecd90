/**
 * A search that is one dotted identifier reads its head matches from the index of search_head's adjacent word pairs
 * (migration 0036, decision 079): it rechecks the phrase only in the heads that hold its pairs, not in every head
 * holding its words, and finds the same snippets. Runs on PGlite and, in the server-postgres project, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { snippetRowsRead } from '../../../test/rows-read.js';
import { selectRows } from '../../db/rows.js';
import { POPULAR_WINDOW, SEARCH_CANDIDATES, relevanceParts } from './snippets.relevance.js';
import { snippetsRepository } from './snippets.repository.js';
import { toHeadPairsTsquery } from './snippets.search.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db);
  // 3,000 titles with `trigger` and `new` apart; six with `Trigger.new`; one whose title ends with `trigger` and
  // whose first tag is `new` (the phrase reads title, tags and description as one text).
  await t.db.execute(sql`
    insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id,
      like_count, created_at)
    select 'pairs-' || n,
      case when n % 500 = 0 then 'Read Trigger.new records ' || n else 'Trigger handler for new records ' || n end,
      'A generated snippet.', 'var x = ' || n || ';', 'crm', 'apex', 'apex', array['generated'], ${author.id}::uuid,
      (n * 7919) % 1000, now() - make_interval(secs => n)
    from generate_series(1, 3000) as n`);
  await t.db.execute(sql`
    insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id)
    values ('pairs-across-fields', 'Bulkify the trigger', 'Across fields.', 'var y;', 'crm', 'apex', 'apex',
      array['new'], ${author.id}::uuid)`);
  await t.db.execute(sql`vacuum analyze snippets`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** The rows of `snippets` a search's statement reads (pg_stat_xact_user_tables sees inside the search functions). */
async function rowsRead(text: string): Promise<number> {
  const parts = relevanceParts({}, text, 1, 12);
  const statement = sql`with ${parts.ctes} select (${parts.total})::int`;
  return snippetRowsRead(t.db, (tx) => tx.execute(statement));
}

/** The slugs of a search's first `count` results (the phrase's matches rank before the relaxed ones). */
async function slugsFound(text: string, count: number): Promise<string[]> {
  const { rows } = await snippetsRepository(t.db).listPageWithTotal(
    { search: text },
    'relevance',
    1,
    50,
    null,
  );
  return rows
    .slice(0, count)
    .map((row) => row.slug)
    .sort();
}

const PHRASE_SLUGS = ['pairs-1000', 'pairs-1500', 'pairs-2000', 'pairs-2500', 'pairs-3000', 'pairs-500'];

describe('a dotted identifier read by its word pairs', () => {
  it('writes the pairs of one dotted identifier of plain words, the last as a prefix', () => {
    expect(toHeadPairsTsquery('Trigger.new')).toBe("'trigger new':*");
    expect(toHeadPairsTsquery('Platform.Function.Lookup')).toBe("'platform function' & 'function lookup':*");
    expect(toHeadPairsTsquery('v2.api')).toBe("'v2 api':*");
    for (const text of ['trigger', 'Trigger.new records', 'my_var.field', 'Système.debug', 'a..b', ''])
      expect(toHeadPairsTsquery(text), text).toBeNull();
  });

  it('holds every pair of adjacent words of title, tags and description', async () => {
    const [row] = await selectRows<{ pairs: string }>(
      t.db,
      sql`select search_head_pairs(snippet_head_document('Use Trigger.new', array['apex'], 'in bulk'))::text
        as pairs`,
    );
    expect(row!.pairs).toBe("'apex in' 'in bulk' 'new apex' 'trigger new' 'use trigger'");
  });

  it('rechecks only the heads holding the pairs', async () => {
    // Before: the 3,001 heads holding both words, each rechecked for the phrase, besides the best-liked window.
    expect(await rowsRead('Trigger.new')).toBeLessThanOrEqual(POPULAR_WINDOW + SEARCH_CANDIDATES);
  });

  it('finds the snippets the phrase finds, across fields too, with the last word a prefix', async () => {
    const expected = [...PHRASE_SLUGS, 'pairs-across-fields'].sort();
    expect(await slugsFound('Trigger.new', 7)).toEqual(expected);
    expect(await slugsFound('Trigger.ne', 7)).toEqual(expected);
    expect(await slugsFound('Read.Trigger.new', 6)).toEqual(PHRASE_SLUGS.slice().sort());
  });
});
