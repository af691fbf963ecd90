import {
  AUTH,
  DEFAULT_AVATAR,
  SERVER_ERRORS,
  VALIDATION,
  publicProfileResponseSchema,
  snippetListResponseSchema,
  topContributorsResponseSchema,
} from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  token ? t.injectAs(token, { method: 'GET', url }) : t.app.inject({ method: 'GET', url });
const react = async (token: string, snippetId: string, action: 'like' | 'save' | 'view') => {
  const response = await t.injectAs(token, { method: 'POST', url: `/api/snippets/${snippetId}/${action}` });
  expect(response.statusCode).toBe(200);
};
/** `count` members like the snippet. */
const likeBy = async (snippetId: string, count: number) => {
  for (let i = 0; i < count; i++) await react((await buildSignedInUser(t)).token, snippetId, 'like');
};
const titles = (response: { json(): unknown }) =>
  snippetListResponseSchema.parse(response.json()).snippets.map((snippet) => snippet.title);

/** Keys that must never appear in a public answer, at any depth. */
const SECRET_KEYS = ['email', 'passwordHash', 'password', 'role', 'savedSnippets'];
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  return found;
}

describe('GET /api/users/{username}', () => {
  it('finds the member whatever the case, with public fields, top languages and top five snippets', async () => {
    const member = await buildUser(t.db, {
      username: 'Profile_Owner',
      bio: 'Apex and SQL',
      company: 'Acme',
      website: 'https://acme.example.com',
      location: 'Lyon',
      jobTitle: 'Architect',
      role: 'admin',
    });
    const apex = [];
    for (let i = 0; i < 3; i++) apex.push(await buildSnippet(t.db, member.id, { title: `Apex ${i}` }));
    const sql1 = await buildSnippet(t.db, member.id, {
      title: 'SQL one',
      platform: 'sfmc',
      category: 'automation',
      codeLanguage: 'sql',
    });
    await buildSnippet(t.db, member.id, {
      title: 'SQL two',
      platform: 'sfmc',
      category: 'automation',
      codeLanguage: 'sql',
    });
    await buildSnippet(t.db, member.id, {
      title: 'LWC one',
      platform: 'crm',
      category: 'lwc',
      codeLanguage: 'javascript',
    });
    await likeBy(sql1.id, 3);
    await likeBy(apex[1]!.id, 2);
    await likeBy(apex[2]!.id, 1);
    await react((await buildSignedInUser(t)).token, apex[0]!.id, 'view');

    const response = await get('/api/users/profile_OWNER');
    expect(response.statusCode).toBe(200);
    const profile = publicProfileResponseSchema.parse(body(response));
    expect(profile.user).toMatchObject({
      _id: member.id,
      username: 'Profile_Owner',
      avatar: DEFAULT_AVATAR,
      bio: 'Apex and SQL',
      company: 'Acme',
      website: 'https://acme.example.com',
      location: 'Lyon',
      jobTitle: 'Architect',
      createdAt: member.createdAt.toISOString(),
      stats: { totalSnippets: 6, totalViews: 1, totalLikes: 6 },
      topLanguages: ['apex', 'sql', 'javascript'],
    });
    // Most liked, then most viewed, then newest; five of six.
    expect(profile.snippets.map((snippet) => snippet.title)).toEqual([
      'SQL one',
      'Apex 1',
      'Apex 2',
      'Apex 0',
      'LWC one',
    ]);
    expect(profile.snippets[0]).toMatchObject({ likeCount: 3, isLiked: false, isSaved: false });
  });

  it('never exposes an email, a password hash, a role or a saved list, even to the member', async () => {
    const { user, token } = await buildSignedInUser(t, { role: 'admin' });
    const snippet = await buildSnippet(t.db, user.id);
    await react(token, snippet.id, 'save');
    for (const response of [
      await get(`/api/users/${user.username}`),
      await get(`/api/users/${user.username}`, token),
      await get(`/api/users/${user.username}/snippets`, token),
    ]) {
      expect(response.statusCode).toBe(200);
      const keys = keysOf(body(response));
      for (const secret of SECRET_KEYS) expect(keys.has(secret), secret).toBe(false);
      expect(response.body).not.toContain(user.email);
      expect(response.body).not.toContain('argon2');
    }
  });

  it("shows the viewer's own like and save on the member's snippets", async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    await react(token, snippet.id, 'like');
    await react(token, snippet.id, 'save');
    const mine = publicProfileResponseSchema.parse(body(await get(`/api/users/${author.username}`, token)));
    expect(mine.snippets[0]).toMatchObject({ isLiked: true, isSaved: true });
    const guest = publicProfileResponseSchema.parse(body(await get(`/api/users/${author.username}`)));
    expect(guest.snippets[0]).toMatchObject({ likeCount: 1, isLiked: false, isSaved: false });
  });

  it('answers a member without snippets with empty lists', async () => {
    const member = await buildUser(t.db);
    const profile = publicProfileResponseSchema.parse(body(await get(`/api/users/${member.username}`)));
    expect(profile.snippets).toEqual([]);
    expect(profile.user.topLanguages).toEqual([]);
  });

  it.each(['nobody_here', 'x'.repeat(31), 'with.dot', '%E2%9C%93'])('is 404 for %j', async (name) => {
    const response = await get(`/api/users/${name}`);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.userNotFound });
    expect((await get(`/api/users/${name}/snippets`)).statusCode).toBe(404);
  });
});

describe('GET /api/users/{username}/snippets', () => {
  let author: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    author = await buildUser(t.db);
    for (const title of ['Charlie', 'Alpha', 'Echo', 'Bravo', 'Delta']) {
      await buildSnippet(t.db, author.id, { title });
    }
    await buildSnippet(t.db, (await buildUser(t.db)).id, { title: 'Not theirs' });
  });

  it('pages the member’s snippets, newest first by default, 10 per page, with totals from their counter', async () => {
    const response = await get(`/api/users/${author.username}/snippets`);
    expect(response.statusCode).toBe(200);
    const list = snippetListResponseSchema.parse(body(response));
    expect(list.snippets.map((snippet) => snippet.title)).toEqual([
      'Delta',
      'Bravo',
      'Echo',
      'Alpha',
      'Charlie',
    ]);
    expect(list).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalSnippets: 5,
      pagination: { currentPage: 1, totalPages: 1, totalSnippets: 5, limit: 10, hasNextPage: false },
    });
    const second = snippetListResponseSchema.parse(
      body(await get(`/api/users/${author.username}/snippets?page=2&limit=2`)),
    );
    expect(second.snippets.map((snippet) => snippet.title)).toEqual(['Echo', 'Alpha']);
    expect(second).toMatchObject({ currentPage: 2, totalPages: 3, totalSnippets: 5 });
    expect(second.pagination.hasNextPage).toBe(true);
  });

  it('sorts by title, likes and views in either order', async () => {
    const url = (query: string) => `/api/users/${author.username}/snippets?${query}`;
    expect(titles(await get(url('sortBy=title&sortOrder=asc')))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(titles(await get(url('sortBy=title')))).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    const list = snippetListResponseSchema.parse(body(await get(url('sortBy=title&sortOrder=asc'))));
    const bravo = list.snippets.find((snippet) => snippet.title === 'Bravo')!;
    await likeBy(bravo._id, 2);
    expect(titles(await get(url('sortBy=likeCount')))[0]).toBe('Bravo');
    expect(titles(await get(url('sortBy=likeCount&sortOrder=asc'))).at(-1)).toBe('Bravo');
    const { token } = await buildSignedInUser(t);
    const echo = list.snippets.find((snippet) => snippet.title === 'Echo')!;
    await react(token, echo._id, 'view');
    expect(titles(await get(url('sortBy=viewCount')))[0]).toBe('Echo');
    expect(titles(await get(url('sortBy=updatedAt&sortOrder=asc')))[0]).toBe('Charlie');
  });

  it.each([
    ['sortBy=password', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['page=0', 'page'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await get(`/api/users/${author.username}/snippets?${query}`);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ message: VALIDATION.validationFailed });
    expect(body<{ errors: { field: string }[] }>(response).errors[0]?.field).toBe(field);
  });
});

describe('GET /api/users/profile/savedSnippets', () => {
  it('is 401 for guests and for a revoked token', async () => {
    const guest = await get('/api/users/profile/savedSnippets');
    expect(guest.statusCode).toBe(401);
    expect(body(guest)).toEqual({ message: AUTH.authenticationRequired });
    expect((await get('/api/users/profile/savedSnippets', 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses a bad page or limit with 400', async () => {
    const { token } = await buildSignedInUser(t);
    for (const query of ['page=0', 'limit=0', 'limit=abc']) {
      expect((await get(`/api/users/profile/savedSnippets?${query}`, token)).statusCode).toBe(400);
    }
  });

  it("lists only the member's own saves, newest saved first, 12 per page, each marked saved", async () => {
    const author = await buildUser(t.db);
    const { token } = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const created = [];
    for (let i = 0; i < 14; i++) created.push(await buildSnippet(t.db, author.id, { title: `Saved ${i}` }));
    // Saved in a different order than created: 13, 12, … 0.
    for (const snippet of [...created].reverse()) await react(token, snippet.id, 'save');
    await react(other.token, created[5]!.id, 'save');
    const unsaved = await buildSnippet(t.db, author.id, { title: 'Never saved' });
    await react(other.token, unsaved.id, 'save');

    const first = snippetListResponseSchema.parse(body(await get('/api/users/profile/savedSnippets', token)));
    expect(first.snippets.map((snippet) => snippet.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Saved ${i}`),
    );
    expect(first.snippets.every((snippet) => snippet.isSaved)).toBe(true);
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalSnippets: 14 });
    expect(first.pagination).toMatchObject({ limit: 12, hasNextPage: true });
    const second = snippetListResponseSchema.parse(
      body(await get('/api/users/profile/savedSnippets?page=2', token)),
    );
    expect(second.snippets.map((snippet) => snippet.title)).toEqual(['Saved 12', 'Saved 13']);

    // Unsaving removes it at once; the other member's list is theirs alone.
    await t.injectAs(token, { method: 'DELETE', url: `/api/snippets/${created[0]!.id}/save` });
    const after = snippetListResponseSchema.parse(
      body(await get('/api/users/profile/savedSnippets?limit=3', token)),
    );
    expect(after.snippets.map((snippet) => snippet.title)).toEqual(['Saved 1', 'Saved 2', 'Saved 3']);
    expect(after.totalSnippets).toBe(13);
    const theirs = snippetListResponseSchema.parse(
      body(await get('/api/users/profile/savedSnippets', other.token)),
    );
    expect(theirs.snippets.map((snippet) => snippet.title)).toEqual(['Never saved', 'Saved 5']);
  });

  it('is an empty list for a member who saved nothing', async () => {
    const { token } = await buildSignedInUser(t);
    const list = snippetListResponseSchema.parse(body(await get('/api/users/profile/savedSnippets', token)));
    expect(list).toMatchObject({ snippets: [], totalSnippets: 0, totalPages: 0, currentPage: 1 });
  });
});

describe('GET /api/users/top-contributors', () => {
  it('ranks members with snippets by snippet count, then likes, and counts every contributor', async () => {
    const fresh = await buildTestApp();
    try {
      const [few, many, tied, none] = [
        await buildUser(fresh.db, { username: 'few_snippets' }),
        await buildUser(fresh.db, { username: 'many_snippets' }),
        await buildUser(fresh.db, { username: 'tied_but_liked' }),
        await buildUser(fresh.db, { username: 'no_snippets' }),
      ];
      for (let i = 0; i < 3; i++) await buildSnippet(fresh.db, many.id);
      await buildSnippet(fresh.db, few.id);
      await buildSnippet(fresh.db, few.id);
      const liked = await buildSnippet(fresh.db, tied.id);
      await buildSnippet(fresh.db, tied.id);
      const fan = await buildSignedInUser(fresh);
      expect(
        (await fresh.injectAs(fan.token, { method: 'POST', url: `/api/snippets/${liked.id}/like` }))
          .statusCode,
      ).toBe(200);

      const response = await fresh.app.inject({ method: 'GET', url: '/api/users/top-contributors' });
      expect(response.statusCode).toBe(200);
      const answer = topContributorsResponseSchema.parse(body(response));
      expect(answer).toEqual({
        success: true,
        data: {
          users: [
            {
              _id: many.id,
              username: 'many_snippets',
              avatar: DEFAULT_AVATAR,
              snippetCount: 3,
              totalLikes: 0,
            },
            {
              _id: tied.id,
              username: 'tied_but_liked',
              avatar: DEFAULT_AVATAR,
              snippetCount: 2,
              totalLikes: 1,
            },
            { _id: few.id, username: 'few_snippets', avatar: DEFAULT_AVATAR, snippetCount: 2, totalLikes: 0 },
          ],
          totalContributors: 3,
        },
      });
      expect(response.body).not.toContain(none.id);
      expect(keysOf(body(response)).has('email')).toBe(false);
      const limited = topContributorsResponseSchema.parse(
        body(await fresh.app.inject({ method: 'GET', url: '/api/users/top-contributors?limit=1' })),
      );
      expect(limited.data.users.map((user) => user.username)).toEqual(['many_snippets']);
      expect(limited.data.totalContributors).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it.each(['limit=0', 'limit=21', 'limit=x'])('refuses %s with 400', async (query) => {
    const response = await get(`/api/users/top-contributors?${query}`);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ message: VALIDATION.validationFailed });
  });

  it('defaults to five', async () => {
    for (let i = 0; i < 6; i++) await buildSnippet(t.db, (await buildUser(t.db)).id);
    const answer = topContributorsResponseSchema.parse(body(await get('/api/users/top-contributors')));
    expect(answer.data.users).toHaveLength(5);
    expect(answer.data.totalContributors).toBeGreaterThanOrEqual(6);
  });
});
