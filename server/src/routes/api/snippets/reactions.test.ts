import { SNIPPET, snippetReactionResponseSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, buildUser, KNOWN_PASSWORD } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';
import { usersRepository } from '../../../repositories/users/users.repository.js';
import { viewerKey } from './reactions.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const act = async (token: string, method: 'POST' | 'DELETE', url: string) => {
  const response = await t.injectAs(token, { method, url });
  expect(response.statusCode, url).toBe(200);
  return snippetReactionResponseSchema.parse(body(response));
};
const detail = async (id: string, token?: string) => {
  const options = { method: 'GET' as const, url: `/api/snippets/${id}` };
  return body<{ snippet: Record<string, unknown> }>(
    token ? await t.injectAs(token, options) : await t.app.inject(options),
  ).snippet;
};

describe('reactions and saves', () => {
  it('are 401 for guests and 404 for unknown snippets', async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    for (const [method, path] of [
      ['POST', 'like'],
      ['POST', 'dislike'],
      ['POST', 'unlike'],
      ['DELETE', 'reaction'],
      ['POST', 'save'],
      ['DELETE', 'save'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/snippets/${row.id}/${path}` })).statusCode).toBe(401);
      const missing = await t.injectAs(token, { method, url: `/api/snippets/no-such-snippet/${path}` });
      expect(missing.statusCode).toBe(404);
      expect(body(missing)).toEqual({ message: SNIPPET.notFound });
    }
  });

  it('like is idempotent, switches with dislike, and unlike / reaction removal undo it', async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id);
    const { user, token } = await buildSignedInUser(t);
    const base = `/api/snippets/${row.id}`;

    expect(await act(token, 'POST', `${base}/like`)).toMatchObject({
      message: SNIPPET.liked,
      likeCount: 1,
      dislikeCount: 0,
      isLiked: true,
      isDisliked: false,
    });
    expect(await act(token, 'POST', `${base}/like`)).toMatchObject({ likeCount: 1, isLiked: true });
    expect(await detail(row.id, token)).toMatchObject({ likes: [user.id], isLiked: true, likeCount: 1 });
    expect((await usersRepository(t.db).findById(author.id))?.totalLikes).toBe(1);

    expect(await act(token, 'POST', `${base}/dislike`)).toMatchObject({
      message: SNIPPET.disliked,
      likeCount: 0,
      dislikeCount: 1,
      isLiked: false,
      isDisliked: true,
    });
    expect((await usersRepository(t.db).findById(author.id))?.totalLikes).toBe(0);
    expect(await act(token, 'POST', `${base}/unlike`)).toMatchObject({ dislikeCount: 1, isDisliked: true });
    expect(await act(token, 'POST', `${base}/like`)).toMatchObject({ likeCount: 1, dislikeCount: 0 });
    expect(await act(token, 'POST', `${base}/unlike`)).toMatchObject({
      message: SNIPPET.reactionRemoved,
      likeCount: 0,
      isLiked: false,
    });
    await act(token, 'POST', `${base}/dislike`);
    expect(await act(token, 'DELETE', `${base}/reaction`)).toMatchObject({
      likeCount: 0,
      dislikeCount: 0,
      isDisliked: false,
    });
    expect(await act(token, 'DELETE', `${base}/reaction`)).toMatchObject({ likeCount: 0, dislikeCount: 0 });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it("lists a snippet's likers newest first, not its dislikers", async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id);
    const members = [await buildSignedInUser(t), await buildSignedInUser(t), await buildSignedInUser(t)];
    for (const member of members) await act(member.token, 'POST', `/api/snippets/${snippet.id}/like`);
    const disliker = await buildSignedInUser(t);
    await act(disliker.token, 'POST', `/api/snippets/${snippet.id}/dislike`);
    expect((await detail(snippet.id)).likes).toEqual(members.map((member) => member.user.id).reverse());
    const none = await buildSnippet(t.db, author.id);
    expect((await detail(none.id)).likes).toEqual([]);
  });

  it("save says 'Snippet already saved' the second time (200), and shows in the profile", async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    const url = `/api/snippets/${row.slug}/save`;
    expect(await act(token, 'POST', url)).toMatchObject({
      message: SNIPPET.saved,
      isSaved: true,
      saveCount: 1,
    });
    expect(await act(token, 'POST', url)).toMatchObject({
      message: SNIPPET.alreadySaved,
      isSaved: true,
      saveCount: 1,
    });
    for (const path of ['/api/auth/profile', '/api/users/profile']) {
      const profile = body<{ user: { savedSnippets: string[] } }>(
        await t.injectAs(token, { method: 'GET', url: path }),
      );
      expect(profile.user.savedSnippets).toEqual([row.id]);
    }
    expect(await detail(row.id, token)).toMatchObject({ isSaved: true });
    expect(await act(token, 'DELETE', url)).toMatchObject({
      message: SNIPPET.unsaved,
      isSaved: false,
      saveCount: 0,
    });
    expect(await act(token, 'DELETE', url)).toMatchObject({
      message: SNIPPET.notSaved,
      isSaved: false,
      saveCount: 0,
    });
  });

  it('keeps counters equal to rows when 30 members like and unlike at once', async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id);
    const members = await Promise.all(Array.from({ length: 30 }, () => buildSignedInUser(t)));
    const url = (path: string) => `/api/snippets/${row.id}/${path}`;
    // Everyone likes twice at once; a third of them also dislike, a third unlike, all concurrently.
    await Promise.all(
      members.flatMap(({ token }) => [
        t.injectAs(token, { method: 'POST', url: url('like') }),
        t.injectAs(token, { method: 'POST', url: url('like') }),
      ]),
    );
    expect((await detail(row.id)).likeCount).toBe(30);
    const responses = await Promise.all(
      members.map(({ token }, index) =>
        t.injectAs(token, {
          method: index % 3 === 0 ? 'POST' : index % 3 === 1 ? 'POST' : 'POST',
          url: url(index % 3 === 0 ? 'dislike' : index % 3 === 1 ? 'unlike' : 'save'),
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await detail(row.id)).toMatchObject({ likeCount: 10, dislikeCount: 10 });
    expect((await usersRepository(t.db).findById(author.id))?.totalLikes).toBe(10);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});

describe('POST /api/snippets/{id}/view', () => {
  it('counts once per member and once per guest address per day', async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    const view = (options: { token?: string; ip?: string }) =>
      options.token
        ? t.injectAs(options.token, { method: 'POST', url: `/api/snippets/${row.id}/view` })
        : t.app.inject({ method: 'POST', url: `/api/snippets/${row.id}/view`, remoteAddress: options.ip });
    expect(body(await view({ token }))).toMatchObject({ message: SNIPPET.viewRecorded, viewCount: 1 });
    expect(body(await view({ token }))).toMatchObject({ viewCount: 1 });
    expect(body(await view({ ip: '203.0.113.7' }))).toMatchObject({ viewCount: 2 });
    expect(body(await view({ ip: '203.0.113.7' }))).toMatchObject({ viewCount: 2 });
    expect(body(await view({ ip: '203.0.113.8' }))).toMatchObject({ viewCount: 3 });
    expect((await detail(row.id)).viewCount).toBe(3);
    expect((await usersRepository(t.db).findById(author.id))?.totalViews).toBe(3);
    expect((await t.app.inject({ method: 'POST', url: '/api/snippets/missing/view' })).statusCode).toBe(404);
  });

  it('keys guests by a keyed hash, never the address', () => {
    const secret = new TextEncoder().encode('s'.repeat(40));
    const key = viewerKey(null, '203.0.113.7', secret);
    expect(key).toMatch(/^g:/);
    expect(key).not.toContain('203');
    expect(viewerKey(null, '203.0.113.7', new TextEncoder().encode('t'.repeat(40)))).not.toBe(key);
    expect(viewerKey('abc', '203.0.113.7', secret)).toBe('u:abc');
  });
});

describe('DELETE /api/users/account with snippets', () => {
  it("removes the member's snippets, reactions, saves and views and keeps everyone's counters right", async () => {
    const leaving = await buildSignedInUser(t);
    const staying = await buildSignedInUser(t);
    const theirs = await buildSnippet(t.db, leaving.user.id);
    const others = await buildSnippet(t.db, staying.user.id);
    const otherAgain = await buildSnippet(t.db, staying.user.id);
    await act(staying.token, 'POST', `/api/snippets/${theirs.id}/like`);
    await act(staying.token, 'POST', `/api/snippets/${theirs.id}/save`);
    await act(leaving.token, 'POST', `/api/snippets/${others.id}/like`);
    await act(leaving.token, 'POST', `/api/snippets/${otherAgain.id}/dislike`);
    await act(leaving.token, 'POST', `/api/snippets/${others.id}/save`);
    await act(leaving.token, 'POST', `/api/snippets/${others.id}/view`);
    expect(await usersRepository(t.db).findById(staying.user.id)).toMatchObject({
      totalLikes: 1,
      totalViews: 1,
      totalSnippets: 2,
    });

    const response = await t.injectAs(leaving.token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/snippets/${theirs.id}` })).statusCode).toBe(404);
    expect(await detail(others.id)).toMatchObject({ likeCount: 0, viewCount: 0, saveCount: 0, likes: [] });
    expect(await detail(otherAgain.id)).toMatchObject({ dislikeCount: 0 });
    expect(await usersRepository(t.db).findById(staying.user.id)).toMatchObject({
      totalLikes: 0,
      totalViews: 0,
      totalSnippets: 2,
    });
    const profile = body<{ user: { savedSnippets: string[] } }>(
      await t.injectAs(staying.token, { method: 'GET', url: '/api/auth/profile' }),
    );
    expect(profile.user.savedSnippets).toEqual([]);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});
