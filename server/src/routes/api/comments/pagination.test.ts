import { commentListResponseSchema, replyListResponseSchema } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift, recountAll } from '../../../db/counters.js';
import { selectRows } from '../../../db/rows.js';
import { decodeCursor } from '../../../repositories/comments/comments.cursor.js';
import { replyPageQuery, threadPageQuery } from '../../../repositories/comments/comments.repository.js';

/** A snippet with 5,000 comments pages as fast as one with 5. */
const THREADS = 5_000;
const REPLIES_ON_BUSY_THREAD = 500;

let t: TestApp;
let snippetId: string;
let busyThreadId: string;
let viewerId: string;
let viewerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db);
  const viewer = await buildSignedInUser(t);
  viewerId = viewer.user.id;
  viewerToken = viewer.token;
  const snippet = await buildSnippet(t.db, author.id);
  const neighbour = await buildSnippet(t.db, author.id);
  snippetId = snippet.id;
  // Two snippets with 5,000 threads each (one minute apart), so the index has to tell them apart; every thread of
  // the first has two replies, and one thread has 500.
  for (const id of [neighbour.id, snippet.id])
    await t.db.execute(sql`
      insert into comments (snippet_id, author_id, content, created_at)
      select ${id}::uuid, ${author.id}::uuid, 'Comment ' || g || ': does this still work with 200 records per batch?',
        timestamptz '2026-01-01T00:00:00Z' - g * interval '1 minute'
      from generate_series(1, ${THREADS}) g`);
  await t.db.execute(sql`
    insert into comments (snippet_id, author_id, parent_id, content, created_at)
    select c.snippet_id, ${viewerId}::uuid, c.id, 'Reply ' || g, c.created_at + g * interval '1 second'
    from comments c cross join generate_series(1, 2) g where c.snippet_id = ${snippet.id}::uuid`);
  const [busy] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from comments where snippet_id = ${snippet.id}::uuid and parent_id is null
        order by created_at desc limit 1 offset 2500`,
  );
  busyThreadId = busy?.id ?? '';
  await t.db.execute(sql`
    insert into comments (snippet_id, author_id, parent_id, content, created_at)
    select ${snippet.id}::uuid, ${author.id}::uuid, ${busyThreadId}::uuid, 'More ' || g,
      timestamptz '2026-02-01T00:00:00Z' + g * interval '1 second'
    from generate_series(1, ${REPLIES_ON_BUSY_THREAD}) g`);
  await t.db.transaction((tx) => recountAll(tx));
  await t.db.execute(sql`analyze comments`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Every node of EXPLAIN (ANALYZE, FORMAT JSON) of the query, flattened. */
async function planOf(query: SQL): Promise<PlanNode[]> {
  const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    t.db,
    sql`explain (analyze, format json) ${query}`,
  );
  const raw = row?.['QUERY PLAN'];
  const [root] = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : (raw ?? []);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  if (root) walk(root.Plan);
  return nodes;
}

/** The cursor that a client holds after walking `skip` threads. */
async function cursorAfter(skip: number) {
  const [row] = await selectRows<{ at: string; id: string }>(
    t.db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from comments
        where snippet_id = ${snippetId}::uuid and parent_id is null
        order by created_at desc, id desc offset ${skip - 1} limit 1`,
  );
  return { createdAt: row?.at ?? '', id: row?.id ?? '' };
}

describe('a snippet with 5,000 comments', () => {
  it('walks every thread exactly once, newest first, through the cursors', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = Number.POSITIVE_INFINITY;
    do {
      const response = await t.injectAs(viewerToken, {
        method: 'GET',
        url: `/api/comments/snippet/${snippetId}?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(response.statusCode).toBe(200);
      const page = commentListResponseSchema.parse(body(response));
      expect(page.totalThreads).toBe(THREADS);
      expect(page.totalComments).toBe(THREADS * 3 + REPLIES_ON_BUSY_THREAD);
      for (const comment of page.comments) {
        const at = Date.parse(comment.createdAt);
        expect(at).toBeLessThan(previous);
        previous = at;
        expect(comment.replies).toHaveLength(comment._id === busyThreadId ? 3 : 2);
      }
      seen.push(...page.comments.map((comment) => comment._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(THREADS);
    expect(new Set(seen).size).toBe(THREADS);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it.each([
    ['page 1', 0],
    ['page 250', 4_980],
  ])(
    '%s reads only its own rows from comments_snippet_threads_idx and sorts only the page',
    async (_name, skip) => {
      const cursor = skip ? await cursorAfter(skip) : null;
      const limit = 20;
      const plan = await planOf(threadPageQuery(snippetId, viewerId, limit, cursor));
      const threadScan = plan.find((node) => node['Index Name'] === 'comments_snippet_threads_idx');
      expect(threadScan?.['Node Type']).toMatch(/Index (Only )?Scan/);
      expect(threadScan?.['Actual Rows']).toBeLessThanOrEqual(limit + 1);
      // The one sort puts the page's threads and their previews in order: at most (limit + 1) × (1 + 3) rows.
      for (const sort of plan.filter((node) => node['Node Type'] === 'Sort'))
        expect(sort['Actual Rows'] * sort['Actual Loops']).toBeLessThanOrEqual((limit + 1) * 4);
      expect(plan.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    },
  );

  it('pages a 500-reply thread through comments_parent_idx, the deep page as cheaply as the first', async () => {
    const first = replyListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/comments/replies/${busyThreadId}?limit=100` })),
    );
    expect(first.replyCount).toBe(REPLIES_ON_BUSY_THREAD + 2);
    const deepCursor = decodeCursor(first.nextCursor ?? '');
    expect(deepCursor).not.toBeNull();
    const plan = await planOf(replyPageQuery(busyThreadId, viewerId, 20, deepCursor));
    const scan = plan.find((node) => node['Index Name'] === 'comments_parent_idx');
    expect(scan?.['Actual Rows']).toBeLessThanOrEqual(21);
    expect(plan.some((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});
