import {
  FOLLOW_MESSAGES,
  followListResponseSchema,
  followMembersResponseSchema,
  followResponseSchema,
  followingFeedResponseSchema,
  publicProfileResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { snippetRowsRead } from '../../../../test/rows-read.js';
import { selectRows } from '../../../db/rows.js';
import {
  FEED_WINDOW,
  feedStreamsQuery,
  feedWindowQuery,
} from '../../../repositories/follows/follows.repository.js';

/** Following members, tags and platforms; followers lists; the Following feed. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const member = () => buildSignedInUser(t);
const follow = (who: Member, path: string) =>
  t.injectAs(who.token, { method: 'PUT', url: `/api/follows/${path}` });
const unfollow = (who: Member, path: string) =>
  t.injectAs(who.token, { method: 'DELETE', url: `/api/follows/${path}` });
async function feed(who: Member, query = '') {
  const response = await t.injectAs(who.token, { method: 'GET', url: `/api/snippets/following${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return followingFeedResponseSchema.parse(body(response));
}
/** Every page of a member's feed, `limit` at a time. */
async function wholeFeed(who: Member, limit: number) {
  const slugs: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page = await feed(who, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.snippets.length).toBeLessThanOrEqual(limit);
    slugs.push(...page.snippets.map((snippet) => snippet.slug));
    cursor = page.nextCursor;
  }
  return slugs;
}

describe('who may follow', () => {
  it('asks a guest to sign in', async () => {
    const bea = await member();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/follows/member/${bea.user.username}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/follows' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/snippets/following' })).statusCode).toBe(401);
  });

  it('refuses an unknown kind, an unknown member or platform, a tag with other characters, and oneself', async () => {
    const al = await member();
    expect((await follow(al, 'group/admins')).statusCode).toBe(400);
    expect((await follow(al, 'member/nobody_by_that_name')).statusCode).toBe(404);
    expect((await follow(al, 'member/not%20a%20name')).statusCode).toBe(404);
    expect((await follow(al, 'platform/commerce')).statusCode).toBe(404);
    const badTag = await follow(al, 'tag/has%20space');
    expect(badTag.statusCode).toBe(400);
    expect(body(badTag).message).toBe(FOLLOW_MESSAGES.tagInvalid);
    const self = await follow(al, `member/${al.user.username}`);
    expect(self.statusCode).toBe(409);
    expect(body(self).message).toBe(FOLLOW_MESSAGES.cannotFollowYourself);
    const list = followListResponseSchema.parse(
      body(await t.injectAs(al.token, { method: 'GET', url: '/api/follows' })),
    );
    expect(list.follows).toEqual([]);
  });
});

describe('following and unfollowing', () => {
  it('follows a member by username in any case, once, and says so the second time', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const first = await follow(al, `member/${bea.user.username.toUpperCase()}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(followResponseSchema.parse(body(first))).toEqual({
      message: FOLLOW_MESSAGES.followed,
      kind: 'member',
      target: bea.user.username,
      isFollowing: true,
      followersCount: 1,
    });
    const again = followResponseSchema.parse(body(await follow(al, `member/${bea.user.username}`)));
    expect(again).toMatchObject({ message: FOLLOW_MESSAGES.alreadyFollowing, followersCount: 1 });

    const removed = followResponseSchema.parse(body(await unfollow(al, `member/${bea.user.username}`)));
    expect(removed).toMatchObject({
      message: FOLLOW_MESSAGES.unfollowed,
      isFollowing: false,
      followersCount: 0,
    });
    const removedAgain = followResponseSchema.parse(body(await unfollow(al, `member/${bea.user.username}`)));
    expect(removedAgain).toMatchObject({ message: FOLLOW_MESSAGES.notFollowing, followersCount: 0 });
  });

  it('follows tags lowercased and platforms, and lists every follow newest first', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    expect(followResponseSchema.parse(body(await follow(al, 'tag/AMPscript'))).target).toBe('ampscript');
    expect((await follow(al, 'platform/sfmc')).statusCode).toBe(200);
    expect((await follow(al, `member/${bea.user.username}`)).statusCode).toBe(200);
    const list = followListResponseSchema.parse(
      body(await t.injectAs(al.token, { method: 'GET', url: '/api/follows' })),
    );
    expect(list.follows.map(({ kind, target }) => `${kind}:${target}`).sort()).toEqual(
      ['member:' + bea.user.username, 'platform:sfmc', 'tag:ampscript'].sort(),
    );
    expect(list.follows.find((f) => f.kind === 'member')?.member).toMatchObject({
      _id: bea.user.id,
      username: bea.user.username,
    });
    expect(list.follows.find((f) => f.kind === 'tag')?.member).toBeNull();
  });
});

describe('followers on profiles', () => {
  it('counts followers and following on the public profile, and tells a signed-in viewer whether they follow', async () => {
    const [al, bea, cy] = await Promise.all([member(), member(), member()]);
    await follow(al, `member/${bea.user.username}`);
    await follow(cy, `member/${bea.user.username}`);
    await follow(bea, `member/${al.user.username}`);
    await follow(bea, 'tag/soql'); // not a member: not in following

    const asGuest = publicProfileResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/users/${bea.user.username}` })),
    );
    expect(asGuest.user).toMatchObject({ followersCount: 2, followingCount: 1 });
    expect(asGuest.user.isFollowing).toBeUndefined();
    const asAl = publicProfileResponseSchema.parse(
      body(await t.injectAs(al.token, { method: 'GET', url: `/api/users/${bea.user.username}` })),
    );
    expect(asAl.user.isFollowing).toBe(true);
    const asBea = publicProfileResponseSchema.parse(
      body(await t.injectAs(bea.token, { method: 'GET', url: `/api/users/${cy.user.username}` })),
    );
    expect(asBea.user).toMatchObject({ isFollowing: false, followersCount: 0, followingCount: 1 });
  });

  it('pages followers and following newest first, and refuses a cursor it did not write', async () => {
    const star = await member();
    const fans = [await member(), await member(), await member()];
    for (const fan of fans) await follow(fan, `member/${star.user.username}`);
    for (const fan of fans) await follow(star, `member/${fan.user.username}`);

    const list = async (path: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${star.user.username}/${path}` });
      expect(response.statusCode, response.body).toBe(200);
      return followMembersResponseSchema.parse(body(response));
    };
    for (const which of ['followers', 'following']) {
      const first = await list(`${which}?limit=2`);
      expect(first.members.map((m) => m.username)).toEqual([fans[2]!.user.username, fans[1]!.user.username]);
      expect(first.nextCursor).not.toBeNull();
      const second = await list(`${which}?limit=2&cursor=${first.nextCursor}`);
      expect(second.members.map((m) => m.username)).toEqual([fans[0]!.user.username]);
      expect(second.nextCursor).toBeNull();
      expect(second.members[0]).toHaveProperty('avatar');
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/users/${star.user.username}/followers?cursor=nope`,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/users/nobody_by_that_name/followers' });
    expect(unknown.statusCode).toBe(404);
  });

  it("forgets a deleted member's follows in both directions", async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    await follow(al, `member/${bea.user.username}`);
    await follow(bea, `member/${al.user.username}`);
    const deleted = await t.injectAs(bea.token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const profile = publicProfileResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/users/${al.user.username}` })),
    );
    expect(profile.user).toMatchObject({ followersCount: 0, followingCount: 0 });
    const list = followListResponseSchema.parse(
      body(await t.injectAs(al.token, { method: 'GET', url: '/api/follows' })),
    );
    expect(list.follows).toEqual([]);
  });
});

describe('the Following feed', () => {
  it('shows public snippets of followed members, tags and platforms, newest first, once each, by pages', async () => {
    const [reader, amy, ben, cat] = await Promise.all([member(), member(), member(), member()]);
    const tag = `followed-${Date.now()}`;
    await follow(reader, `member/${amy.user.username}`);
    await follow(reader, `tag/${tag}`);
    await follow(reader, 'platform/sfmc');
    const made: string[] = [];
    const make = async (author: Member, overrides: Record<string, unknown>) => {
      const row = await buildSnippet(t.db, author.user.id, overrides);
      made.push(row.slug);
      return row.slug;
    };
    const amysPublic = await make(amy, {});
    await make(amy, { visibility: 'unlisted' });
    await make(amy, { visibility: 'private' });
    const amysTagged = await make(amy, { tags: [tag] }); // matches twice, shown once
    const bensTagged = await make(ben, { tags: [tag, 'other'] });
    await make(ben, { tags: ['other'] });
    const catsSfmc = await make(cat, {
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ssjs',
      code: 'Platform.Load("core", "1");',
    });
    await make(reader, {}); // their own, not followed

    const expected = [catsSfmc, bensTagged, amysTagged, amysPublic];
    const first = await feed(reader);
    expect(first.snippets.map((s) => s.slug)).toEqual(expected);
    expect(first.nextCursor).toBeNull();
    expect(first.snippets.every((s) => s.visibility === 'public')).toBe(true);
    expect(await wholeFeed(reader, 1)).toEqual(expected);
    expect(await wholeFeed(reader, 3)).toEqual(expected);
  });

  it('is empty for a member who follows nothing, and refuses a cursor it did not write', async () => {
    const loner = await member();
    expect(await feed(loner)).toEqual({ snippets: [], nextCursor: null });
    const bad = await t.injectAs(loner.token, { method: 'GET', url: '/api/snippets/following?cursor=abc' });
    expect(bad.statusCode).toBe(400);
    const tooMany = await t.injectAs(loner.token, {
      method: 'GET',
      url: '/api/snippets/following?limit=500',
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function plan(query: ReturnType<typeof sql>): Promise<PlanNode[]> {
  const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(
    t.db,
    sql`explain (analyze, format json) ${query}`,
  );
  const json = row!['QUERY PLAN'];
  return nodes(((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan);
}

describe('the Following feed reads a bounded number of rows', () => {
  let fan: Member;
  let oldAuthor: Member;
  let oldSlug: string;
  beforeAll(async () => {
    // A member with 400 follows (300 members, 100 tags); 1,500 newer public snippets by others above an old one.
    [fan, oldAuthor] = await Promise.all([member(), member()]);
    oldSlug = (await buildSnippet(t.db, oldAuthor.user.id, {})).slug;
    await t.db.execute(
      sql`update snippets set created_at = now() - interval '30 days' where slug = ${oldSlug}`,
    );
    await t.db.execute(sql`
      insert into users (username, email, password_hash)
      select 'bulk_follow_' || n, 'bulk_follow_' || n || '@example.com', 'x' from generate_series(1, 300) n`);
    await t.db.execute(sql`
      insert into follows (follower_id, target_kind, target)
      select ${fan.user.id}::uuid, 'member', id::text from users where username like 'bulk\\_follow\\_%'
      union all select ${fan.user.id}::uuid, 'tag', 'bulk-tag-' || n from generate_series(1, 100) n`);
    await t.db.execute(sql`
      insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id,
        created_at)
      select 'bulk-feed-' || n, 'Bulk feed ' || n, 'A generated snippet.', 'var x = ' || n || ';', 'crm', 'apex',
        'apex', array['bulk-tag-' || (n % 100 + 1)],
        (select id from users where username = 'bulk_follow_' || (n % 300 + 1)), now() - make_interval(secs => n)
      from generate_series(1, 1500) n`);
    await t.db.execute(sql`analyze snippets`);
    await t.db.execute(sql`analyze follows`);
  });

  it('answers a page of a member with many follows from a window of the newest snippets, without a full scan', async () => {
    const nodesOf = await plan(feedWindowQuery(fan.user.id, null, 13));
    const snippetScans = nodesOf.filter((node) => node['Relation Name'] === 'snippets');
    expect(snippetScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    for (const node of snippetScans) expect(node['Actual Rows']).toBeLessThanOrEqual(FEED_WINDOW);
    const reads = await snippetRowsRead(t.db, (tx) => tx.execute(feedWindowQuery(fan.user.id, null, 13)));
    expect(reads).toBeLessThanOrEqual(FEED_WINDOW);
    const page = await feed(fan, '?limit=12');
    expect(page.snippets.map((s) => s.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `bulk-feed-${i + 1}`),
    );
  });

  it('reads each followed stream up to one page when the window holds too few, and finds old snippets', async () => {
    const reader = await member();
    await follow(reader, `member/${oldAuthor.user.username}`);
    const nodesOf = await plan(feedStreamsQuery(reader.user.id, null, 13));
    for (const node of nodesOf.filter((n) => n['Node Type'] === 'Limit'))
      expect(node['Actual Rows']).toBeLessThanOrEqual(13);
    expect(nodesOf.filter((n) => n['Relation Name'] === 'snippets').map((n) => n['Node Type'])).not.toContain(
      'Seq Scan',
    );
    expect((await feed(reader)).snippets.map((s) => s.slug)).toEqual([oldSlug]);
  });
});
