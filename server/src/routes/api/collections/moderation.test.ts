import {
  COLLECTION_MESSAGES,
  MODERATION_MESSAGES,
  collectionDetailSchema,
  collectionListResponseSchema,
  followingFeedResponseSchema,
  hiddenItemsSchema,
  reportQueueSchema,
} from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';

/**
 * Collections get the trust every member's content has (decision 078): rate limits on making them and filling them,
 * reports, and moderators hiding one from everyone but its owner and the moderators.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
let moderator: Member;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      collectionsPerMember: { points: 3, durationSeconds: 3600 },
      collectionItemsPerMember: { points: 4, durationSeconds: 300 },
    },
  });
  moderator = await buildSignedInUser(t, { role: 'moderator' });
});
afterAll(async () => {
  await t.close();
});

const member = () => buildSignedInUser(t);
const as = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.injectAs(who.token, { method, url, ...(payload && { payload }) });
const guest = (url: string) => t.app.inject({ method: 'GET', url });
const make = (who: Member, title: string, fields: Record<string, unknown> = {}) =>
  as(who, 'POST', '/api/collections', { title, ...fields });
async function create(who: Member, title: string, fields: Record<string, unknown> = {}) {
  const response = await make(who, title, fields);
  expect(response.statusCode, response.body).toBe(201);
  return collectionDetailSchema.parse(body(response));
}
const add = (who: Member, collectionId: string, snippetId: string) =>
  as(who, 'PUT', `/api/collections/${collectionId}/items/${snippetId}`);
const report = (who: Member, target: string) =>
  as(who, 'POST', '/api/reports', { targetKind: 'collection', target, reason: 'spam' });
const act = (action: string, targetId: string) =>
  as(moderator, 'POST', '/api/moderation/actions', {
    targetKind: 'collection',
    targetId,
    action,
    reason: 'Links to a paid course',
  });

describe('how often a member makes and fills collections', () => {
  it('answers 429 with Retry-After past the allowance for creating, and others still create', async () => {
    const busy = await member();
    for (const title of ['One', 'Two', 'Three']) await create(busy, title);
    const refused = await make(busy, 'Four');
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({ message: COLLECTION_MESSAGES.tooManyCreated });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const mine = collectionListResponseSchema.parse(body(await as(busy, 'GET', '/api/collections/mine')));
    expect(mine.collections.map((c) => c.title).sort()).toEqual(['One', 'Three', 'Two']);
    await create(await member(), 'Someone else’s');
  });

  it('answers 429 past the allowance for adding snippets, whatever the collection', async () => {
    const [busy, author] = [await member(), await member()];
    const [first, second] = [await create(busy, 'First'), await create(busy, 'Second')];
    const snippets = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => buildSnippet(t.db, author.user.id, { title: `Kept ${n}` })),
    );
    for (const [index, snippet] of snippets.slice(0, 4).entries()) {
      const added = await add(busy, index % 2 ? second._id : first._id, snippet.id);
      expect(added.statusCode, added.body).toBe(200);
    }
    const refused = await add(busy, first._id, snippets[4]!.id);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({ message: COLLECTION_MESSAGES.tooManyAdded });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const page = collectionDetailSchema.parse(
      body(await as(busy, 'GET', `/api/users/${busy.user.username}/collections/${first.slug}`)),
    );
    expect(page.items.map((item) => item.title).sort()).toEqual(['Kept 1', 'Kept 3']);
  });
});

describe('reporting a collection', () => {
  it('takes a report once per member, and the queue links to the collection with its words', async () => {
    const [owner, reporter] = [await member(), await member()];
    const kit = await create(owner, 'Free money', { description: 'Buy my course at example.com' });
    const first = await report(reporter, kit._id);
    expect(first.statusCode, first.body).toBe(201);
    expect(body(first)).toEqual({ message: MODERATION_MESSAGES.reported });
    expect((await report(reporter, kit._id)).statusCode).toBe(409);

    const queue = reportQueueSchema
      .parse(body(await as(moderator, 'GET', '/api/moderation/reports')))
      .items.find((item) => item.targetId === kit._id);
    expect(queue).toMatchObject({
      targetKind: 'collection',
      title: 'Free money',
      excerpt: 'Buy my course at example.com',
      href: `/users/${owner.user.username}/collections/${kit.slug}`,
      author: { username: owner.user.username },
      hidden: false,
    });
  });

  it('refuses one’s own, a private one of someone else, and what is no collection', async () => {
    const [owner, other] = [await member(), await member()];
    const open = await create(owner, 'Open');
    const closed = await create(owner, 'Closed', { visibility: 'private' });
    const own = await report(owner, open._id);
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe(MODERATION_MESSAGES.cannotReportOwn);
    for (const target of [closed._id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await report(other, target)).statusCode, target).toBe(404);
  });
});

describe('moderators hiding a collection', () => {
  it('hides it from everyone but its owner and the moderators, everywhere it is listed, and restores it', async () => {
    const [owner, reader, author] = [await member(), await member(), await member()];
    const kit = await create(owner, 'Hidden kit');
    const snippet = await buildSnippet(t.db, author.user.id, { title: 'In the hidden kit' });
    expect((await add(owner, kit._id, snippet.id)).statusCode).toBe(200);
    expect((await as(reader, 'PUT', `/api/collections/${kit._id}/follow`)).statusCode).toBe(200);
    await report(reader, kit._id);
    const address = `/api/users/${owner.user.username}/collections/${kit.slug}`;
    const feed = async () =>
      followingFeedResponseSchema
        .parse(body(await as(reader, 'GET', '/api/snippets/following')))
        .snippets.map((s) => s.title);
    expect(await feed()).toContain('In the hidden kit');

    const hide = await act('hide', kit._id);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(body(hide).message).toBe(MODERATION_MESSAGES.done.hide);

    // Gone for guests and other members: its page, the profile's list, its feed, its embed, its follow, the feed.
    expect((await guest(address)).statusCode).toBe(404);
    expect((await as(reader, 'GET', address)).statusCode).toBe(404);
    const listed = collectionListResponseSchema.parse(
      body(await guest(`/api/users/${owner.user.username}/collections`)),
    );
    expect(listed.collections.map((c) => c._id)).not.toContain(kit._id);
    expect((await guest(`/feeds/users/${owner.user.username}/collections/${kit.slug}.xml`)).statusCode).toBe(
      404,
    );
    expect((await guest(`/embed/collections/${owner.user.username}/${kit.slug}`)).statusCode).toBe(404);
    expect((await as(reader, 'PUT', `/api/collections/${kit._id}/follow`)).statusCode).toBe(404);
    expect(await feed()).not.toContain('In the hidden kit');
    // Its owner and the moderators still read it, told it is hidden.
    for (const who of [owner, moderator]) {
      const seen = await as(who, 'GET', address);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(collectionDetailSchema.parse(body(seen))).toMatchObject({ hidden: true, itemCount: 1 });
    }
    const mine = collectionListResponseSchema.parse(body(await as(owner, 'GET', '/api/collections/mine')));
    expect(mine.collections.find((c) => c._id === kit._id)).toMatchObject({ hidden: true });
    // The moderators' list of hidden items leads to its page; the report is answered.
    const hidden = hiddenItemsSchema.parse(body(await as(moderator, 'GET', '/api/moderation/hidden')));
    expect(hidden.items.find((item) => item.targetId === kit._id)).toMatchObject({
      targetKind: 'collection',
      label: 'Hidden kit',
      address: `/users/${owner.user.username}/collections/${kit.slug}`,
    });
    const queue = reportQueueSchema.parse(body(await as(moderator, 'GET', '/api/moderation/reports')));
    expect(queue.items.some((item) => item.targetId === kit._id)).toBe(false);

    expect((await act('restore', kit._id)).statusCode).toBe(200);
    expect(collectionDetailSchema.parse(body(await guest(address)))).toMatchObject({ hidden: false });
    expect(await feed()).toContain('In the hidden kit');
  });

  it('deletes a collection with its follows, keeping its snippets', async () => {
    const [owner, reader] = [await member(), await member()];
    const kit = await create(owner, 'Deleted kit');
    const snippet = await buildSnippet(t.db, owner.user.id, { title: 'Stays' });
    await add(owner, kit._id, snippet.id);
    await as(reader, 'PUT', `/api/collections/${kit._id}/follow`);
    await report(reader, kit._id);
    const deleted = await act('delete', kit._id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await as(owner, 'GET', `/api/users/${owner.user.username}/collections/${kit.slug}`)).statusCode,
    ).toBe(404);
    expect((await guest(`/api/snippets/${snippet.slug}`)).statusCode).toBe(200);
    expect((await act('hide', kit._id)).statusCode).toBe(404);
  });
});
