/**
 * Signed-in members and their writes: who signs in, the member/snippet pairs they write on, the servers that sign
 * them in and make the revised snippet, and putting the data back as it was after every target.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort, sleep, start, stop, waitReady } from './processes.mjs';
import { SERVER_BUNDLE_DIR, WEB_DIST, databaseEnv, openBenchDatabase } from './data-sets.mjs';
import { findRevised, forgetRevised, makeRevised, revisedStorage } from './revised-snippet.mjs';
import { BENCH_COMMENT, BENCH_RATE_LIMITS } from './scenarios.mjs';

/** The password of every member the bulk seed generates (BULK_PASSWORD in server/src/cli/seed-bulk.ts). */
const BULK_PASSWORD = 'BulkDemo#2025';
/** Bulk members signed in for the member endpoints: one per connection, 64 at most. */
export const membersFor = (connections) => Math.min(64, connections);
/** Snippets each member likes/unlikes and saves/unsaves: twice as many pairs as connections (see memberEndpoints). */
const PAIRS_PER_MEMBER = 2;
/**
 * The token signing secret of every server and capture of this run: a token signed by the server passes the
 * capture's session lookup, and survives the server's restarts.
 */
export const JWT_SECRET = randomBytes(48).toString('base64url');

/**
 * The members who sign in (bulk members with snippets of their own, spread by a hash of the id) and the
 * member/snippet pairs they write on: PAIRS_PER_MEMBER snippets each, none of them the member's own or already
 * liked, disliked or saved by the member, no snippet in two pairs (so the rows of one snippet are not all contended).
 */
export async function memberPlan(set, memberCount) {
  const db = await openBenchDatabase(set);
  try {
    const members = await db.query(
      `select id, username from users where email like '%@bulk.example.com' and total_snippets > 0
       order by md5(id::text) limit $1`,
      [memberCount],
    );
    if (members.length === 0)
      throw new Error(
        `${set.name}: no bulk member with snippets to sign in (is the data set from seed:bulk?)`,
      );
    const ids = members.map((member) => member.id);
    const candidates = await db.query(
      `select id, author_id as "authorId" from snippets order by md5('bench-pairs:' || id::text) limit $1`,
      [members.length * PAIRS_PER_MEMBER * 4],
    );
    const taken = new Set(
      (
        await db.query(
          `select user_id::text || ' ' || snippet_id::text as pair from snippet_reactions where user_id = any($1::uuid[])
           union all
           select user_id::text || ' ' || snippet_id::text from snippet_saves where user_id = any($1::uuid[])`,
          [ids],
        )
      ).map((row) => row.pair),
    );
    const used = new Set();
    const pairs = [];
    for (let round = 0; round < PAIRS_PER_MEMBER; round++) {
      for (const [member, { id: memberId }] of members.entries()) {
        const snippet = candidates.find(
          (candidate) =>
            !used.has(candidate.id) &&
            candidate.authorId !== memberId &&
            !taken.has(`${memberId} ${candidate.id}`),
        );
        if (!snippet) continue;
        used.add(snippet.id);
        pairs.push({ member, memberId, snippetId: snippet.id });
      }
    }
    return { members, pairs };
  } finally {
    await db.close();
  }
}

/**
 * Puts the data back as it was before the writes: the pairs' likes, dislikes and saves and the members' benchmark
 * comments deleted (but those named in `keepComments`, or all of them with 'all'), the counters of the pairs'
 * snippets and of their authors recounted from their rows (a floor replays a like's counter update whether or not its
 * insert inserted, so only a recount is exact). Answers the ids of the benchmark comments left.
 *
 * A target may still be finishing writes wrk gave up waiting for (the drain's probe can be answered between two
 * statements of a write): on PostgreSQL it first waits until no other connection to the database is running a
 * statement or inside a transaction; and it recounts only once it holds the pairs' snippets' rows, so a write still
 * in flight either counted in the recount or moves the counter after it — never a counter short of its rows.
 */
export async function restoreData(set, plan, keepComments = []) {
  const db = await openBenchDatabase(set);
  const pairMembers = plan.pairs.map((pair) => pair.memberId);
  const snippetIds = plan.pairs.map((pair) => pair.snippetId);
  try {
    if (set.kind === 'postgres') await waitForQuiet(db);
    await db.query('begin');
    for (const table of ['snippet_reactions', 'snippet_saves'])
      await db.query(
        `delete from ${table} t using unnest($1::uuid[], $2::uuid[]) as p(user_id, snippet_id)
         where t.user_id = p.user_id and t.snippet_id = p.snippet_id`,
        [pairMembers, snippetIds],
      );
    const memberIds = plan.members.map((member) => member.id);
    if (keepComments !== 'all')
      await db.query(
        `delete from comments where author_id = any($1::uuid[]) and content = $2 and id <> all($3::uuid[])`,
        [memberIds, BENCH_COMMENT, keepComments],
      );
    await db.query(`select id from snippets where id = any($1::uuid[]) order by id for update`, [snippetIds]);
    await db.query(
      `update snippets s set like_count = c.likes, dislike_count = c.dislikes, save_count = c.saves,
         comment_count = c.comments
       from (select s2.id,
               (select count(*) from snippet_reactions r where r.snippet_id = s2.id and r.kind = 'like')::int as likes,
               (select count(*) from snippet_reactions r where r.snippet_id = s2.id and r.kind = 'dislike')::int as dislikes,
               (select count(*) from snippet_saves v where v.snippet_id = s2.id)::int as saves,
               (select count(*) from comments m where m.snippet_id = s2.id)::int as comments
             from snippets s2 where s2.id = any($1::uuid[])) c
       where s.id = c.id
         and (s.like_count, s.dislike_count, s.save_count, s.comment_count)
           is distinct from (c.likes, c.dislikes, c.saves, c.comments)`,
      [snippetIds],
    );
    await db.query(
      `update users u set total_likes = t.likes
       from (select author_id, sum(like_count)::int as likes from snippets
             where author_id in (select author_id from snippets where id = any($1::uuid[])) group by author_id) t
       where u.id = t.author_id and u.total_likes <> t.likes`,
      [snippetIds],
    );
    const left = await db.query(
      `select id from comments where author_id = any($1::uuid[]) and content = $2`,
      [memberIds, BENCH_COMMENT],
    );
    await db.query('commit');
    return left.map((row) => row.id);
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.close();
  }
}

/**
 * Waits (10 s at most) until no other connection to the database has been running a statement or been inside a
 * transaction for three checks in a row, 50 ms apart.
 */
async function waitForQuiet(db) {
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    const [{ busy }] = await db.query(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         and state like any (array['active', 'idle in transaction%'])`,
    );
    quiet = busy === 0 ? quiet + 1 : 0;
    await sleep(50);
  }
}

/** The environment of every server this run starts on a data set. */
export const serverEnv = (set, port, logLevel) => ({
  ...databaseEnv(set),
  WEB_DIST,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: logLevel,
  REDIS_URL: '',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  JWT_SECRET,
  ...BENCH_RATE_LIMITS,
});

/** Runs `work(baseUrl)` against a server of its own on the data set, stopped afterwards. */
async function withServer(set, name, logLevel, work) {
  const port = await freePort();
  const child = start('node', [join(SERVER_BUNDLE_DIR, 'main.js')], {
    env: serverEnv(set, port, logLevel),
    quiet: true,
    name,
  });
  try {
    await waitReady(child, `http://127.0.0.1:${port}/api/snippets`);
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
  }
}

/**
 * Signs the members in through POST /api/auth/login on a server of its own (four at a time: the login limit per
 * address counts attempts in flight) and answers their Authorization header values (`Bearer <token>`).
 */
export function signIn(set, members, logLevel) {
  return withServer(set, 'server (sign-in)', logLevel, async (baseUrl) => {
    const authorizations = new Array(members.length);
    let next = 0;
    const signInNext = async () => {
      while (next < members.length) {
        const index = next++;
        const response = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: members[index].username, password: BULK_PASSWORD }),
        });
        const body = await response.json();
        if (!response.ok || !body.token)
          throw new Error(
            `sign-in of ${members[index].username}: HTTP ${response.status} ${JSON.stringify(body)}`,
          );
        authorizations[index] = `Bearer ${body.token}`;
      }
    };
    await Promise.all(Array.from({ length: 4 }, signInNext));
    return authorizations;
  });
}

/** The revised snippet and its twin (revised-snippet.mjs), made by the first signed-in member when missing. */
export async function revisedSnippets(set, authorization, logLevel) {
  const withDatabase = async (work) => {
    const db = await openBenchDatabase(set);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  let found = await withDatabase(async (db) => (await findRevised(db)) ?? (await forgetRevised(db), null));
  found ??= await withServer(set, 'server (revisions)', logLevel, (baseUrl) =>
    makeRevised(baseUrl, authorization),
  );
  return withDatabase((db) => revisedStorage(db, found));
}

/** Signs the members out: their sessions rows (named in the tokens' `sid` claim) deleted. */
export async function signOut(set, authorizations) {
  const sessionIds = authorizations.map(
    (authorization) => JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString('utf8')).sid,
  );
  const db = await openBenchDatabase(set);
  try {
    await db.query('delete from sessions where id = any($1::uuid[])', [sessionIds]);
  } finally {
    await db.close();
  }
}
