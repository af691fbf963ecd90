/**
 * A search reads a bounded number of snippets, whatever the size of the table (decision 036): the same
 * searches, EXPLAIN ANALYZEd at two sizes of a generated table, read no more rows of `snippets` at four times the
 * size, and never more than the candidate limits allow. Runs on PGlite and, in the server-postgres project, on
 * PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { snippetRowsRead } from '../../../test/rows-read.js';
import { selectRows } from '../../db/rows.js';
import { snippetsRepository } from './snippets.repository.js';
import { CODE_CANDIDATES, POPULAR_WINDOW, SEARCH_CANDIDATES, relevanceParts } from './snippets.relevance.js';

/**
 * Inserts snippets numbered from..to (inclusive) in one statement. Title words and how often they occur: `common`
 * in every 2nd, `middling` every 25th, `scarce` in one of 2,000; `codeonlyword` in every 3rd code.
 */
async function insertSnippets(t: TestApp, authorId: string, from: number, to: number) {
  await t.db.execute(sql`
    insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id,
      like_count, created_at)
    select 'generated-' || n,
      concat_ws(' ', 'Generated snippet ' || n, case when n % 2 = 0 then 'common' end,
        case when n % 25 = 0 then 'middling' end, case when n % 2000 = 7 then 'scarce' end),
      'A generated snippet.',
      case when n % 3 = 0 then 'var codeonlyword = ' || n || ';' else 'var x = ' || n || ';' end,
      'sfmc', 'scripting', 'ssjs', array['generated'], ${authorId}::uuid, (n * 7919) % 1000,
      now() - make_interval(secs => n)
    from generate_series(${from}::int, ${to}::int) as n`);
  // As autovacuum would: the GIN pending list merged, the statistics fresh.
  await t.db.execute(sql`vacuum analyze snippets`);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes that scan the whole of `snippets`. */
function wholeTableScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'snippets' ? ['Seq Scan'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(wholeTableScans)];
}

interface Reads {
  /** Rows of `snippets` read by the statement, inside search_matches too (pg_stat_xact_user_tables). */
  rows: number;
  /** Sequential scans of `snippets` in the statement's plan (EXPLAIN). */
  seqScans: string[];
}

/** What a search's statement (its candidates, page and totals) reads of `snippets`. */
async function readsOf(t: TestApp, text: string): Promise<Reads> {
  const parts = relevanceParts({}, text, 1, 12);
  const statement = sql`with ${parts.ctes}
    select (${parts.total})::int, (${parts.found})::int, ${parts.approximate}, (select count(*) from (${parts.ids}) p)`;
  const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(t.db, sql`explain (format json) ${statement}`);
  const plan = row!['QUERY PLAN'];
  const json = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  const rows = await snippetRowsRead(t.db, (tx) => tx.execute(statement));
  return { rows, seqScans: wholeTableScans(json[0]!.Plan) };
}

/** The corrected and relaxed texts of a search's later tiers (search_fallback_queries). */
async function fallbackOf(t: TestApp, words: string[]) {
  const [row] = await selectRows<{ q: (string | null)[] }>(
    t.db,
    sql`select search_fallback_queries(${`{${words.join(',')}}`}::text[]) as q`,
  );
  return { corrected: row!.q[0] ?? null, relaxed: row!.q[1] ?? null };
}

const SEARCHES = [
  'common',
  'middling',
  'scarce',
  'codeonlyword',
  'common middling',
  'commn midling',
  'nothing-at-all',
];
const SMALL = 4_000;
const LARGE = 16_000;

/**
 * The most snippet rows a search may read: for each of its three tiers the best-liked window and a GIN read, and the
 * code read (a GIN read may fetch a few more rows than it keeps: a lossy page is read whole).
 */
const MAX_ROWS_READ = 3 * (POPULAR_WINDOW + 2 * SEARCH_CANDIDATES) + 2 * CODE_CANDIDATES;

let t: TestApp;
const small = new Map<string, Reads>();
const large = new Map<string, Reads>();

beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db);
  await insertSnippets(t, author.id, 1, SMALL);
  for (const text of SEARCHES) small.set(text, await readsOf(t, text));
  await insertSnippets(t, author.id, SMALL + 1, LARGE);
  for (const text of SEARCHES) large.set(text, await readsOf(t, text));
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('search reads a bounded number of snippets', () => {
  it.each(SEARCHES)('%s: no more rows at 4× the table, within the limits, no sequential scan', (text) => {
    const before = small.get(text)!;
    const after = large.get(text)!;
    expect(
      after.rows,
      `${text}: ${before.rows} rows at ${SMALL}, ${after.rows} at ${LARGE}`,
    ).toBeLessThanOrEqual(Math.max(MAX_ROWS_READ / 4, before.rows * 1.5));
    expect(after.rows).toBeLessThanOrEqual(MAX_ROWS_READ);
    expect(after.seqScans).toEqual([]);
  });

  it('counts what it reads (the statistics see inside search_matches)', () => {
    // 'scarce' is read from the GIN index only, through search_matches: its 8 rows.
    expect(large.get('scarce')!.rows).toBeGreaterThanOrEqual(8);
    expect(large.get('common')!.rows).toBeGreaterThanOrEqual(SEARCH_CANDIDATES);
  });

  it('says "about N" when a read was full: the planner\'s estimate, typos counted by their corrections', async () => {
    const repository = snippetsRepository(t.db);
    const page = (text: string) => repository.listPageWithTotal({ search: text }, 'relevance', 1, 12, null);
    // 8,000 of the 16,000 titles say 'common': more than a search reads, so the total is the planner's estimate
    // (on these generated titles it is low; on the bulk data set within a quarter) and the pages stop at what was read.
    const common = await page('common');
    const typo = await page('commn');
    for (const [text, result] of [
      ['common', common],
      ['commn', typo],
    ] as const) {
      expect(result.approximate, text).toBe(true);
      expect(result.total, text).toBeGreaterThan(result.found);
      expect(result.found, text).toBeLessThanOrEqual(MAX_ROWS_READ);
      expect(result.rows, text).toHaveLength(12);
    }
    // The typo's estimate is its correction's ('commn' itself matches nothing).
    expect(typo.total).toBeGreaterThanOrEqual(common.total / 2);
    // Every match read: an exact count.
    expect(await page('scarce')).toMatchObject({ approximate: false, total: 8, found: 8 });
  });

  it('corrects the typos of the second try from the dictionary', async () => {
    expect(await fallbackOf(t, ['commn', 'midling'])).toEqual({
      corrected: "('commn' | 'common') & ('midling':* | 'middling')",
      relaxed: "(('midling':* | 'middling')) | (('commn' | 'common'))",
    });
  });
});
