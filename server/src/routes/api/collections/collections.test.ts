import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  FOLLOW_MESSAGES,
  collectionDetailSchema,
  collectionFollowResponseSchema,
  collectionItemsResponseSchema,
  collectionListResponseSchema,
  followingFeedResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

/** Collections (decision 075): who may make and change them, what their readers see, and following them. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const member = () => buildSignedInUser(t);
const as = (
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.injectAs(who.token, { method, url, ...(payload && { payload }) });
async function create(who: Member, fields: Record<string, unknown> = {}) {
  const response = await as(who, 'POST', '/api/collections', { title: 'SFMC starter kit', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return collectionDetailSchema.parse(body(response));
}
const snippetOf = async (who: Member, overrides: Record<string, unknown> = {}) =>
  buildSnippet(t.db, who.user.id, { title: `Snippet ${Math.random()}`, ...overrides });
const add = (who: Member, collectionId: string, snippetId: string) =>
  as(who, 'PUT', `/api/collections/${collectionId}/items/${snippetId}`);
async function page(path: string, who?: Member) {
  const url = `/api/users${path}`;
  return who ? as(who, 'GET', url) : t.app.inject({ method: 'GET', url });
}
const titlesOf = (response: { body: string }) =>
  collectionDetailSchema.parse(JSON.parse(response.body)).items.map((item) => item.title);

describe('who may make and change a collection', () => {
  it('asks a guest to sign in for every write', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/collections'],
      ['GET', '/api/collections/mine'],
      ['PATCH', `/api/collections/${id}`],
      ['DELETE', `/api/collections/${id}`],
      ['PUT', `/api/collections/${id}/items/${id}`],
      ['DELETE', `/api/collections/${id}/items/${id}`],
      ['PUT', `/api/collections/${id}/items`],
      ['PUT', `/api/collections/${id}/follow`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a missing or long title, a long description, an unknown visibility and a bad id with a 400', async () => {
    const al = await member();
    const cases = [
      { title: '   ' },
      { title: 'x'.repeat(COLLECTION_LIMITS.titleMax + 1) },
      { title: 'Kit', description: 'x'.repeat(COLLECTION_LIMITS.descriptionMax + 1) },
      { title: 'Kit', visibility: 'secret' },
    ];
    for (const payload of cases) {
      const response = await as(al, 'POST', '/api/collections', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(body(await as(al, 'POST', '/api/collections', { title: '' })).errors).toEqual([
      { field: 'title', error: COLLECTION_MESSAGES.titleRequired },
    ]);
    expect((await as(al, 'PATCH', '/api/collections/not-an-id', { title: 'Kit' })).statusCode).toBe(400);
  });

  it('lets only the owner change, fill or delete it: 403 for a readable one, 404 for a private one', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const open = await create(al);
    const closed = await create(al, { title: 'Mine only', visibility: 'private' });
    const snippet = await snippetOf(bea);
    expect((await as(bea, 'PATCH', `/api/collections/${open._id}`, { title: 'Taken' })).statusCode).toBe(403);
    expect((await add(bea, open._id, snippet.id)).statusCode).toBe(403);
    expect((await as(bea, 'DELETE', `/api/collections/${open._id}`)).statusCode).toBe(403);
    expect((await as(bea, 'PATCH', `/api/collections/${closed._id}`, { title: 'Taken' })).statusCode).toBe(
      404,
    );
    expect((await as(bea, 'DELETE', `/api/collections/${closed._id}`)).statusCode).toBe(404);
    const updated = await as(al, 'PATCH', `/api/collections/${open._id}`, { description: 'The basics' });
    expect(collectionDetailSchema.parse(body(updated))).toMatchObject({
      title: 'SFMC starter kit',
      description: 'The basics',
    });
    expect(body(await as(al, 'DELETE', `/api/collections/${open._id}`)).message).toBe(
      COLLECTION_MESSAGES.deleted,
    );
    expect((await page(`/${al.user.username}/collections/${open.slug}`, al)).statusCode).toBe(404);
  });

  it('makes slugs unique per owner, and unguessable for an unlisted collection', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const first = await create(al, { title: 'Apex trigger patterns' });
    const second = await create(al, { title: 'Apex trigger patterns' });
    const beas = await create(bea, { title: 'Apex trigger patterns' });
    expect(first.slug).toBe('apex-trigger-patterns');
    expect(second.slug).not.toBe(first.slug);
    expect(beas.slug).toBe('apex-trigger-patterns');
    const unlisted = await create(al, { title: 'Drafts', visibility: 'unlisted' });
    expect(unlisted.slug).toMatch(/^drafts-[0-9a-f]{24}$/);
    const madePublic = collectionDetailSchema.parse(
      body(await as(al, 'PATCH', `/api/collections/${unlisted._id}`, { visibility: 'public' })),
    );
    expect(madePublic.slug).toBe('drafts');
  });

  it(`keeps at most ${COLLECTION_LIMITS.perMemberMax} collections per member`, async () => {
    const al = await member();
    await t.db.execute(sql`
      insert into collections (owner_id, slug, title)
      select ${al.user.id}::uuid, 'c-' || n, 'C ' || n from generate_series(1, ${COLLECTION_LIMITS.perMemberMax}) n`);
    const refused = await as(al, 'POST', '/api/collections', { title: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(COLLECTION_MESSAGES.tooManyCollections);
  });
});

describe('items', () => {
  it('adds readable snippets once, at the end, keeping the count; refuses what the owner cannot read', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const kit = await create(al);
    const [one, two] = [await snippetOf(al, { title: 'One' }), await snippetOf(bea, { title: 'Two' })];
    const beasPrivate = await snippetOf(bea, { title: 'Secret', visibility: 'private' });
    const added = collectionItemsResponseSchema.parse(body(await add(al, kit._id, one.id)));
    expect(added).toEqual({ message: COLLECTION_MESSAGES.added, itemCount: 1 });
    expect(collectionItemsResponseSchema.parse(body(await add(al, kit._id, two.id))).itemCount).toBe(2);
    const again = collectionItemsResponseSchema.parse(body(await add(al, kit._id, one.id)));
    expect(again).toEqual({ message: COLLECTION_MESSAGES.alreadyAdded, itemCount: 2 });
    const hidden = await add(al, kit._id, beasPrivate.id);
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden).message).toBe(COLLECTION_MESSAGES.snippetNotFound);
    expect(titlesOf(await page(`/${al.user.username}/collections/${kit.slug}`))).toEqual(['One', 'Two']);

    const removed = collectionItemsResponseSchema.parse(
      body(await as(al, 'DELETE', `/api/collections/${kit._id}/items/${one.id}`)),
    );
    expect(removed).toEqual({ message: COLLECTION_MESSAGES.removed, itemCount: 1 });
    const removedAgain = await as(al, 'DELETE', `/api/collections/${kit._id}/items/${one.id}`);
    expect(body(removedAgain).message).toBe(COLLECTION_MESSAGES.notInCollection);
  });

  it("lowers the count when a snippet is deleted, and says which of the member's collections hold a snippet", async () => {
    const al = await member();
    const [kit, other] = [await create(al), await create(al, { title: 'Other' })];
    const [one, two] = [await snippetOf(al), await snippetOf(al)];
    await add(al, kit._id, one.id);
    await add(al, kit._id, two.id);
    await t.db.execute(sql`delete from snippets where id = ${one.id}::uuid`);
    const mine = collectionListResponseSchema.parse(
      body(await as(al, 'GET', `/api/collections/mine?snippetId=${two.id}`)),
    );
    expect(mine.collections.map((c) => [c._id, c.itemCount, c.hasSnippet])).toEqual([
      [other._id, 0, false],
      [kit._id, 1, true],
    ]);
  });

  it(`holds at most ${COLLECTION_LIMITS.itemsMax} snippets`, async () => {
    const al = await member();
    const kit = await create(al);
    const first = await snippetOf(al);
    await add(al, kit._id, first.id);
    // The count stands for the rows the trigger counted: a full collection without writing a hundred snippets.
    await t.db.execute(
      sql`update collections set item_count = ${COLLECTION_LIMITS.itemsMax} where id = ${kit._id}::uuid`,
    );
    const refused = await add(al, kit._id, (await snippetOf(al)).id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(COLLECTION_MESSAGES.tooManyItems);
  });

  it('reorders by the whole list of ids in one write, refusing a list that is not the same snippets', async () => {
    const al = await member();
    const kit = await create(al);
    const snippets = [];
    for (const title of ['A', 'B', 'C']) snippets.push(await snippetOf(al, { title }));
    for (const snippet of snippets) await add(al, kit._id, snippet.id);
    const [a, b, c] = snippets.map((s) => s.id) as [string, string, string];
    const order = (snippetIds: string[]) =>
      as(al, 'PUT', `/api/collections/${kit._id}/items`, { snippetIds });
    const saved = await order([c, a, b]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(titlesOf(await page(`/${al.user.username}/collections/${kit.slug}`))).toEqual(['C', 'A', 'B']);
    for (const wrong of [
      [c, a],
      [c, a, a],
      [c, a, b, b],
      [c, a, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await order(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(body(refused).errors).toEqual([
        { field: 'snippetIds', error: COLLECTION_MESSAGES.orderMismatch },
      ]);
    }
    expect(titlesOf(await page(`/${al.user.username}/collections/${kit.slug}`))).toEqual(['C', 'A', 'B']);
  });
});

describe('who reads a collection', () => {
  it('shows public ones on the profile, unlisted ones by address, private ones to the owner only', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const open = await create(al, { title: 'Open' });
    const unlisted = await create(al, { title: 'Link only', visibility: 'unlisted' });
    const closed = await create(al, { title: 'Closed', visibility: 'private' });
    const listed = (response: { body: string }) =>
      collectionListResponseSchema.parse(JSON.parse(response.body)).collections.map((c) => c.title);
    expect(listed(await page(`/${al.user.username}/collections`))).toEqual(['Open']);
    expect(listed(await page(`/${al.user.username}/collections`, bea))).toEqual(['Open']);
    expect(listed(await page(`/${al.user.username}/collections`, al))).toEqual([
      'Closed',
      'Link only',
      'Open',
    ]);
    expect((await page(`/${al.user.username}/collections/${open.slug}`)).statusCode).toBe(200);
    expect((await page(`/${al.user.username.toUpperCase()}/collections/${unlisted.slug}`)).statusCode).toBe(
      200,
    );
    expect((await page(`/${al.user.username}/collections/${closed.slug}`)).statusCode).toBe(404);
    expect((await page(`/${al.user.username}/collections/${closed.slug}`, bea)).statusCode).toBe(404);
    expect((await page(`/${al.user.username}/collections/${closed.slug}`, al)).statusCode).toBe(200);
    expect((await page(`/nobody_by_that_name/collections/${open.slug}`)).statusCode).toBe(404);
  });

  it('hides from others a snippet made private, unlisted or hidden, as every list does; its owner still sees it', async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const kit = await create(al);
    const stays = await snippetOf(al, { title: 'Stays' });
    const goesPrivate = await snippetOf(al, { title: 'Goes private' });
    const getsHidden = await snippetOf(bea, { title: 'Gets hidden' });
    for (const snippet of [stays, goesPrivate, getsHidden]) await add(al, kit._id, snippet.id);
    await t.db.execute(sql`update snippets set visibility = 'private' where id = ${goesPrivate.id}::uuid`);
    await t.db.execute(sql`update snippets set hidden_at = now() where id = ${getsHidden.id}::uuid`);
    const path = `/${al.user.username}/collections/${kit.slug}`;
    expect(titlesOf(await page(path))).toEqual(['Stays']);
    expect(titlesOf(await page(path, bea))).toEqual(['Stays']);
    expect(collectionDetailSchema.parse(body(await page(path))).itemCount).toBe(1);
    expect(titlesOf(await page(path, al))).toEqual(['Stays', 'Goes private']);
  });
});

describe('following a collection', () => {
  it("follows once, not one's own nor a private one, and its snippets join the Following feed", async () => {
    const [al, bea] = await Promise.all([member(), member()]);
    const kit = await create(al);
    const closed = await create(al, { title: 'Closed', visibility: 'private' });
    const own = await as(al, 'PUT', `/api/collections/${kit._id}/follow`);
    expect(own.statusCode).toBe(409);
    expect((await as(bea, 'PUT', `/api/collections/${closed._id}/follow`)).statusCode).toBe(404);
    const followed = collectionFollowResponseSchema.parse(
      body(await as(bea, 'PUT', `/api/collections/${kit._id}/follow`)),
    );
    expect(followed).toEqual({ message: FOLLOW_MESSAGES.followed, isFollowing: true, followersCount: 1 });
    const again = collectionFollowResponseSchema.parse(
      body(await as(bea, 'PUT', `/api/collections/${kit._id}/follow`)),
    );
    expect(again.message).toBe(FOLLOW_MESSAGES.alreadyFollowing);
    const detail = collectionDetailSchema.parse(
      body(await page(`/${al.user.username}/collections/${kit.slug}`, bea)),
    );
    expect(detail).toMatchObject({ isFollowing: true, followersCount: 1 });

    // A snippet by someone bea does not follow, added to the collection, reaches her feed.
    const carl = await member();
    const added = await snippetOf(carl, { title: 'Added later' });
    await add(al, kit._id, added.id);
    const feed = async () =>
      followingFeedResponseSchema
        .parse(body(await as(bea, 'GET', '/api/snippets/following')))
        .snippets.map((s) => s.title);
    expect(await feed()).toContain('Added later');
    // Made private, the collection leaves her feed.
    await as(al, 'PATCH', `/api/collections/${kit._id}`, { visibility: 'private' });
    expect(await feed()).not.toContain('Added later');
    await as(al, 'PATCH', `/api/collections/${kit._id}`, { visibility: 'public' });
    const unfollowed = collectionFollowResponseSchema.parse(
      body(await as(bea, 'DELETE', `/api/collections/${kit._id}/follow`)),
    );
    expect(unfollowed).toEqual({
      message: FOLLOW_MESSAGES.unfollowed,
      isFollowing: false,
      followersCount: 0,
    });
    expect(await feed()).not.toContain('Added later');
  });
});
