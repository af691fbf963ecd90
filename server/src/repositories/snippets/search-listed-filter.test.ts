/**
 * A search without filters reads its GIN matches (search_matches) with `s.listed is true`, which no partial list
 * index's predicate matches, so the planner cannot AND the GIN read with a bitmap of a whole partial index; a facet
 * served by a partial index keeps the literal `s.listed` its index needs (snippets.relevance.ts, matchConditions).
 * Runs on PGlite and, in the server-postgres project, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { selectRows } from '../../db/rows.js';
import { relevanceParts } from './snippets.relevance.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db);
  // 3,000 snippets, every 10th private: `trigger` in every 3rd code, `new` in every 2nd, `TriggerNewHandler` in
  // every 500th.
  await t.db.execute(sql`
    insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id,
      like_count, created_at, visibility)
    select 'listed-filter-' || n, 'Snippet ' || n, 'A generated snippet.',
      concat_ws(' ', 'var x = ' || n || ';', case when n % 3 = 0 then 'trigger' end,
        case when n % 2 = 0 then 'new' end, case when n % 500 = 7 then 'TriggerNewHandler' end),
      'sfmc', 'scripting', 'ssjs', array['generated'], ${author.id}::uuid, (n * 7919) % 1000,
      now() - make_interval(secs => n), case when n % 10 = 0 then 'private' else 'public' end
    from generate_series(1, 3000) as n`);
  await t.db.execute(sql`vacuum analyze snippets`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** The conditions text a search by relevance gives search_matches (its one parameter starting with `s.`). */
const conditionsOf = (filters: Parameters<typeof relevanceParts>[0]) =>
  new PgDialect()
    .sqlToQuery(relevanceParts(filters, 'Trigger.new', 1, 12).ctes)
    .params.filter((param) => typeof param === 'string' && param.startsWith('s.'));

/** The ids search_matches gives for a code query under some conditions, in its order. */
async function codeMatches(conditions: string, limit: number) {
  const rows = await selectRows<{ id: string }>(
    t.db,
    sql`select s.id from search_matches('search_code',
      to_tsquery('simple', ${"'trigger' & 'new' | 'triggernew':*"}), ${limit}, ${conditions}) s`,
  );
  return rows.map((row) => row.id);
}

describe('the conditions of a search’s GIN reads', () => {
  it('read `listed` as a filter no partial index matches, and keep the literal a facet index needs', () => {
    expect(new Set(conditionsOf({}))).toEqual(new Set(['s.listed is true']));
    expect(conditionsOf({ tag: 'apex' })[0]).toMatch(/^s\.listed is true and s\.tags @> /);
    expect(new Set(conditionsOf({ platform: 'sfmc' }))).toEqual(
      new Set(["s.listed and s.platform = 'sfmc'"]),
    );
    expect(new Set(conditionsOf({ hasTestClass: true }))).toEqual(new Set(['s.listed and s.has_test_class']));
  });

  it('find the same listed snippets either way', async () => {
    const literal = await codeMatches('s.listed', 5_000);
    // Both words in every 6th code, less the private every 30th: 400; and the 6 TriggerNewHandler, all public.
    expect(literal).toHaveLength(406);
    expect(await codeMatches('s.listed is true', 5_000)).toEqual(literal);
  });
});
