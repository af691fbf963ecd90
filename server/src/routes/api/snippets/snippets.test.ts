import {
  HTTP_ERRORS,
  LANGUAGES,
  SNIPPET,
  SNIPPET_VALIDATION,
  VALIDATION,
  snippetDetailSchema,
  snippetListResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildSignedInUser,
  buildSnippet,
  buildSnippetWithIdAsAnotherSlug,
  buildUser,
  validSnippetInput,
} from '../../../../test/factories.js';
import { buildApp } from '../../../app.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';
import { usersRepository } from '../../../repositories/users/users.repository.js';
import { codePreview } from '../../../presenters/snippets.presenter.js';
import { resolveSort } from './list.js';
import { orderedPage } from '../../../repositories/snippets/snippets.list.js';
import { slugify } from '../../../repositories/snippets/slug.js';
import { canChangeSnippet } from '../../../policies/snippets.policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, token?: string) => {
  const options = { method: 'GET' as const, url: `/api/snippets?${query}` };
  const response = token ? await t.injectAs(token, options) : await t.app.inject(options);
  return response;
};
const listBody = async (query: string, token?: string) => {
  const response = await list(query, token);
  expect(response.statusCode).toBe(200);
  return snippetListResponseSchema.parse(body(response));
};
const create = (token: string, overrides: Record<string, unknown> = {}) =>
  t.injectAs(token, { method: 'POST', url: '/api/snippets', payload: validSnippetInput(overrides) });

describe('POST /api/snippets', () => {
  it('is 401 for guests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput(),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ title: '  ' }, 'title', SNIPPET_VALIDATION.titleRequired],
    [{ platform: 'salesforce' }, 'platform', SNIPPET_VALIDATION.platformRequired],
    [{ category: 'email' }, 'category', SNIPPET_VALIDATION.categoryNotOfPlatform],
    [{ codeLanguage: 'ampscript' }, 'codeLanguage', SNIPPET_VALIDATION.languageNotOfPlatform],
    [{ description: '' }, 'description', SNIPPET_VALIDATION.descriptionRequired],
    [{ code: '   \n ' }, 'code', SNIPPET_VALIDATION.codeRequired],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', SNIPPET_VALIDATION.tooManyTags],
    [{ tags: ['has space'] }, 'tags.0', SNIPPET_VALIDATION.tagCharacters],
  ])('refuses %j with 400', async (overrides, field, error) => {
    const { token } = await buildSignedInUser(t);
    const response = await create(token, overrides);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ message: VALIDATION.validationFailed });
    expect(body<{ errors: unknown[] }>(response).errors).toContainEqual({ field, error });
  });

  it('creates it (201), normalizes tags, makes a slug, and counts it for the author', async () => {
    const { user, token } = await buildSignedInUser(t);
    const response = await create(token, {
      title: 'Send a Triggered Send via WSProxy!',
      tags: [' WSProxy ', 'wsproxy', 'SSJS'],
      platform: 'sfmc',
      category: 'api',
      codeLanguage: 'ssjs',
    });
    expect(response.statusCode).toBe(201);
    const { snippet, message } = body<{ snippet: unknown; message: string }>(response);
    expect(message).toBe(SNIPPET.created);
    const detail = snippetDetailSchema.parse(snippet);
    expect(detail).toMatchObject({
      slug: 'send-a-triggered-send-via-wsproxy',
      tags: ['wsproxy', 'ssjs'],
      author: { _id: user.id, username: user.username, avatar: '/assets/avatar.png' },
      likeCount: 0,
      likes: [],
      isOwner: true,
      isLiked: false,
      isSaved: false,
    });
    expect((await usersRepository(t.db).findById(user.id))?.totalSnippets).toBe(1);
  });

  it('adds a short suffix when the slug is taken, and for reserved words', async () => {
    const { token } = await buildSignedInUser(t);
    const first = body<{ snippet: { slug: string } }>(await create(token, { title: 'Duplicate Title Here' }))
      .snippet.slug;
    const second = body<{ snippet: { slug: string } }>(await create(token, { title: 'Duplicate title here' }))
      .snippet.slug;
    expect(first).toBe('duplicate-title-here');
    expect(second).toMatch(/^duplicate-title-here-[a-z0-9]{1,6}$/);
    const reserved = body<{ snippet: { slug: string } }>(await create(token, { title: 'Featured' })).snippet
      .slug;
    expect(reserved).toMatch(/^featured-[a-z0-9]+$/);
  });
});

describe('GET /api/snippets/{idOrSlug}', () => {
  it('finds by slug and by id, and says 404 otherwise', async () => {
    const author = await buildUser(t.db);
    const row = await buildSnippet(t.db, author.id, {
      code: Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n'),
    });
    for (const key of [row.slug, row.id]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/snippets/${key}` });
      expect(response.statusCode).toBe(200);
      const detail = snippetDetailSchema.parse(body(response).snippet);
      expect(detail).toMatchObject({ _id: row.id, isOwner: false, isLiked: false });
      expect(detail.code.split('\n')).toHaveLength(20);
      expect(detail.codePreview.split('\n')).toHaveLength(8);
    }
    for (const missing of ['no-such-snippet', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/snippets/${missing}` });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ message: SNIPPET.notFound });
    }
  });

  it('lets visitors who ask at once share reads, and shows each of them an edit made before they asked', async () => {
    const { user: author, token } = await buildSignedInUser(t);
    const row = await buildSnippet(t.db, author.id);
    const findDetail = vi.spyOn(t.app.snippetsRepository, 'findDetail');
    try {
      const read = () => t.app.inject({ method: 'GET', url: `/api/snippets/${row.slug}` });
      const answers = await Promise.all(Array.from({ length: 12 }, read));
      expect(answers.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((response) => response.body)).size).toBe(1);
      const guestReads = findDetail.mock.calls.filter(([, viewerId]) => viewerId === null).length;
      expect(guestReads).toBeGreaterThanOrEqual(1);
      expect(guestReads).toBeLessThan(12);

      // A member reads for themselves, and an edit shows in the next visitor's read.
      const own = await t.injectAs(token, { method: 'GET', url: `/api/snippets/${row.slug}` });
      expect(snippetDetailSchema.parse(body(own).snippet).isOwner).toBe(true);
      const edited = await t.injectAs(token, {
        method: 'PUT',
        url: `/api/snippets/${row.id}`,
        payload: { ...validSnippetInput(), title: 'Edited while being read' },
      });
      expect(edited.statusCode).toBe(200);
      const after = await Promise.all(Array.from({ length: 6 }, read));
      for (const response of after)
        expect(snippetDetailSchema.parse(body(response).snippet).title).toBe('Edited while being read');
    } finally {
      findDetail.mockRestore();
    }
  });
});

describe('a snippet named by id or slug', () => {
  it('is the snippet with that id, even when another snippet has the id as its slug, on every route', async () => {
    const { user, token } = await buildSignedInUser(t);
    const { real, impostor } = await buildSnippetWithIdAsAnotherSlug(t.db, user.id);
    for (const name of [real.id, real.id.toUpperCase()]) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/snippets/${name}` });
      expect(body<{ snippet: { _id: string } }>(detail).snippet._id).toBe(real.id);
      const comments = await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${name}` });
      expect(comments.statusCode).toBe(200);
    }
    const like = await t.injectAs(token, { method: 'POST', url: `/api/snippets/${real.id}/like` });
    expect(like.statusCode).toBe(200);
    const comment = await t.injectAs(token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: real.id, content: 'Which one is this?' },
    });
    expect(comment.statusCode).toBe(201);
    const edit = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${real.id}`,
      payload: validSnippetInput({ title: 'Edited through its id' }),
    });
    expect(body<{ snippet: { title: string } }>(edit).snippet.title).toBe('Edited through its id');
    const [realNow, impostorNow] = await Promise.all(
      [real.id, impostor.id].map(
        async (id) =>
          body<{ snippet: object }>(await t.app.inject({ method: 'GET', url: `/api/snippets/${id}` }))
            .snippet,
      ),
    );
    expect(realNow).toMatchObject({ title: 'Edited through its id', likes: [user.id] });
    expect(impostorNow).toMatchObject({ title: impostor.title, likes: [] });
    const counts = await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${impostor.slug}` });
    expect(body(counts).totalComments).toBe(1);
  });
});

describe('PUT /api/snippets/{idOrSlug}', () => {
  it('lets the author edit, keeps the slug, and refuses others (403) including admins', async () => {
    const { user, token } = await buildSignedInUser(t);
    const row = await buildSnippet(t.db, user.id, { title: 'Stable Slug Original' });
    const other = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t, { role: 'admin' });
    const change = validSnippetInput({ title: 'Completely New Title', tags: ['Batch'] });

    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/snippets/${row.id}`, payload: change })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.injectAs(token, {
          method: 'PUT',
          url: `/api/snippets/${row.id}`,
          payload: { ...change, title: '' },
        })
      ).statusCode,
    ).toBe(400);
    for (const stranger of [other.token, admin.token]) {
      const refused = await t.injectAs(stranger, {
        method: 'PUT',
        url: `/api/snippets/${row.id}`,
        payload: change,
      });
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toEqual({ message: SNIPPET.onlyAuthor });
    }
    expect(
      (await t.injectAs(token, { method: 'PUT', url: '/api/snippets/missing-slug', payload: change }))
        .statusCode,
    ).toBe(404);

    const response = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${row.slug}`,
      payload: change,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: SNIPPET.updated,
      snippet: { slug: 'stable-slug-original', title: 'Completely New Title', tags: ['batch'] },
    });
  });

  it('moves the facet count when the platform changes', async () => {
    const { user, token } = await buildSignedInUser(t);
    const row = await buildSnippet(t.db, user.id);
    const before = (await listBody('platform=sfmc&category=email')).totalSnippets;
    const moved = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${row.id}`,
      payload: validSnippetInput({ platform: 'sfmc', category: 'email', codeLanguage: 'html' }),
    });
    expect(moved.statusCode).toBe(200);
    expect((await listBody('platform=sfmc&category=email')).totalSnippets).toBe(before + 1);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});

describe('DELETE /api/snippets/{id}', () => {
  it('is for the author only, removes reactions, saves and views, and corrects the stats', async () => {
    const { user, token } = await buildSignedInUser(t);
    const row = await buildSnippet(t.db, user.id);
    const fan = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t, { role: 'admin' });
    await t.injectAs(fan.token, { method: 'POST', url: `/api/snippets/${row.id}/like` });
    await t.injectAs(fan.token, { method: 'POST', url: `/api/snippets/${row.id}/save` });
    await t.injectAs(fan.token, { method: 'POST', url: `/api/snippets/${row.id}/view` });
    expect(await usersRepository(t.db).findById(user.id)).toMatchObject({
      totalSnippets: 1,
      totalLikes: 1,
      totalViews: 1,
    });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/snippets/${row.id}` })).statusCode).toBe(401);
    for (const stranger of [fan.token, admin.token]) {
      expect(
        (await t.injectAs(stranger, { method: 'DELETE', url: `/api/snippets/${row.id}` })).statusCode,
      ).toBe(403);
    }
    const response = await t.injectAs(token, { method: 'DELETE', url: `/api/snippets/${row.id}` });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ message: SNIPPET.deleted });
    expect((await t.app.inject({ method: 'GET', url: `/api/snippets/${row.id}` })).statusCode).toBe(404);
    expect((await t.injectAs(token, { method: 'DELETE', url: `/api/snippets/${row.id}` })).statusCode).toBe(
      404,
    );
    expect(await usersRepository(t.db).findById(user.id)).toMatchObject({
      totalSnippets: 0,
      totalLikes: 0,
      totalViews: 0,
    });
    const profile = await t.injectAs(fan.token, { method: 'GET', url: '/api/auth/profile' });
    expect(body<{ user: { savedSnippets: string[] } }>(profile).user.savedSnippets).toEqual([]);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});

describe('GET /api/snippets (filters, sorts, pages)', () => {
  let author: { username: string; id: string };
  const ids: string[] = [];
  beforeAll(async () => {
    const user = await buildUser(t.db, { username: `lister_${Date.now() % 100000}` });
    author = user;
    const specs = [
      {
        title: 'Alpha email footer',
        platform: 'sfmc',
        category: 'email',
        codeLanguage: 'html',
        tags: ['listing', 'footer'],
      },
      {
        title: 'Beta automation query',
        platform: 'sfmc',
        category: 'automation',
        codeLanguage: 'sql',
        tags: ['listing'],
      },
      {
        title: 'Gamma lwc datatable',
        platform: 'crm',
        category: 'lwc',
        codeLanguage: 'javascript',
        tags: ['listing', 'datatable'],
      },
      {
        title: 'Delta apex batch',
        platform: 'crm',
        category: 'apex',
        codeLanguage: 'apex',
        tags: ['listing'],
      },
    ];
    for (const [index, spec] of specs.entries()) {
      const row = await buildSnippet(t.db, user.id, spec);
      ids.push(row.id);
      // Spread creation times so newest/oldest are deterministic.
      await t.db.execute(
        `update snippets set created_at = now() - interval '${index + 1} days' where id = '${row.id}'`,
      );
    }
    const likers = await Promise.all([1, 2].map(() => buildSignedInUser(t)));
    for (const liker of likers)
      await t.injectAs(liker.token, { method: 'POST', url: `/api/snippets/${ids[3]}/like` });
    await t.injectAs(likers[0]!.token, { method: 'POST', url: `/api/snippets/${ids[2]}/like` });
  });

  const titles = async (query: string) =>
    (await listBody(`author=${author.username}&${query}`)).snippets.map((s) => s.title.split(' ')[0]);

  it('finds the author by username in the list statement itself: any case, unknown is empty', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const upper = await listBody(`author=${author.username.toUpperCase()}`);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(upper.snippets.map((s) => s.title.split(' ')[0])).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
      expect(upper.totalSnippets).toBe(4);
    } finally {
      execute.mockRestore();
    }
    expect(await listBody('author=nobody_by_that_name&sort=popular')).toMatchObject({
      snippets: [],
      totalSnippets: 0,
      totalPages: 0,
    });
    expect((await listBody(`author=${author.username}&tag=listing`)).totalSnippets).toBe(4);
  });

  it('keeps every order across pages (positions are numbered after the offset)', async () => {
    const sorts = [
      'sort=newest',
      'sort=oldest',
      'sort=popular',
      'sort=az',
      'sortBy=title',
      'sortBy=likeCount&sortOrder=asc',
      'sortBy=updatedAt',
      'sortBy=updatedAt&sortOrder=asc',
      'sortBy=viewCount',
      'sortBy=viewCount&sortOrder=asc',
    ];
    for (const sort of sorts) {
      const all = await titles(sort);
      expect(all, sort).toHaveLength(4);
      const paged: (string | undefined)[] = [];
      for (let page = 1; page <= 3; page++) paged.push(...(await titles(`${sort}&limit=2&page=${page}`)));
      expect(paged, sort).toEqual(all);
    }
  });

  it('sorts newest (default), oldest, popular, az and by sortBy/sortOrder', async () => {
    expect(await titles('')).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    expect(await titles('sort=oldest')).toEqual(['Delta', 'Gamma', 'Beta', 'Alpha']);
    expect(await titles('sort=popular')).toEqual(['Delta', 'Gamma', 'Alpha', 'Beta']);
    expect(await titles('sort=az')).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(await titles('sortBy=createdAt&sortOrder=asc')).toEqual(['Delta', 'Gamma', 'Beta', 'Alpha']);
    expect(await titles('sortBy=likeCount')).toEqual(['Delta', 'Gamma', 'Alpha', 'Beta']);
    expect(await titles('sortBy=title&sortOrder=asc')).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
  });

  it('filters by platform, category, codeLanguage or language, tag and author', async () => {
    expect(await titles('platform=sfmc')).toEqual(['Alpha', 'Beta']);
    expect(await titles('platform=crm&category=lwc')).toEqual(['Gamma']);
    expect(await titles('codeLanguage=apex')).toEqual(['Delta']);
    expect(await titles('language=sql')).toEqual(['Beta']);
    expect(await titles('tag=DataTable')).toEqual(['Gamma']);
    expect((await listBody('author=nobody_by_that_name')).snippets).toEqual([]);
  });

  it('pages with totals (limit default 12, capped at 50)', async () => {
    const first = await listBody(`author=${author.username}&limit=3&page=1`);
    expect(first).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalSnippets: 4,
      pagination: { limit: 3, hasNextPage: true, totalPages: 2 },
    });
    expect(first.snippets).toHaveLength(3);
    const second = await listBody(`author=${author.username}&limit=3&page=2`);
    expect(second.snippets.map((s) => s._id)).toEqual([ids[3]]);
    expect(second.pagination.hasNextPage).toBe(false);
    expect((await listBody(`author=${author.username}&page=9`)).snippets).toEqual([]);
    expect((await listBody('')).pagination.limit).toBe(12);
    const all = await listBody('tag=listing&platform=crm');
    expect(all.totalSnippets).toBe(2);
  });

  it('counts facet filters from the counts table and everything else boundedly, all equal to the rows', async () => {
    const facets = [
      '',
      'platform=crm',
      'platform=sfmc&category=email',
      'codeLanguage=apex',
      'platform=crm&codeLanguage=javascript',
    ];
    for (const query of facets) {
      const counted = (await listBody(`${query}&limit=50`)).totalSnippets;
      let rows = 0;
      for (let page = 1; ; page++) {
        const batch = (await listBody(`${query}&limit=50&page=${page}`)).snippets.length;
        rows += batch;
        if (batch < 50) break;
      }
      expect(counted, query).toBe(rows);
    }
  });

  it('shows the member their own reactions in lists', async () => {
    const { user, token } = await buildSignedInUser(t);
    await t.injectAs(token, { method: 'POST', url: `/api/snippets/${ids[0]}/save` });
    const mine = await listBody(`author=${author.username}&sort=az`, token);
    expect(mine.snippets[0]).toMatchObject({ isSaved: true, isLiked: false });
    expect(mine.snippets[1]).toMatchObject({ isSaved: false });
    expect(user.id).toBeTruthy();
  });

  it.each([
    'platform=salesforce',
    'category=cooking',
    'codeLanguage=cobol',
    'language=cobol',
    'sort=random',
    'sortBy=password',
    'sortOrder=sideways',
    'page=0',
    'page=abc',
    'limit=51',
    'limit=0',
    `search=${'x'.repeat(201)}`,
  ])('answers 400 to %s', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(VALIDATION.validationFailed);
  });

  it('needs a signed-in member for author=me, and then lists their own', async () => {
    const guest = await list('author=me');
    expect(guest.statusCode).toBe(401);
    expect(body(guest)).toEqual({ message: SNIPPET.loginToViewOwn });
    const { user, token } = await buildSignedInUser(t);
    await buildSnippet(t.db, user.id, { title: 'Mine only' });
    const mine = await listBody('author=me', token);
    expect(mine.snippets.map((s) => s.title)).toEqual(['Mine only']);
    expect(mine.totalSnippets).toBe(1);
  });
});

describe('featured, popular, tags, languages', () => {
  it('featured is admin-picked first, topped up by likes, never empty; only admins feature', async () => {
    const author = await buildUser(t.db);
    const picked = await buildSnippet(t.db, author.id, { title: 'Picked by the admin' });
    const { token } = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t, { role: 'admin' });
    const url = `/api/snippets/${picked.id}/featured`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { featured: true } })).statusCode).toBe(401);
    const refused = await t.injectAs(token, { method: 'PUT', url, payload: { featured: true } });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({ message: SNIPPET.featureAdminOnly });
    expect(
      (await t.injectAs(admin.token, { method: 'PUT', url, payload: { featured: 'yes' } })).statusCode,
    ).toBe(400);
    const done = await t.injectAs(admin.token, { method: 'PUT', url, payload: { featured: true } });
    expect(done.statusCode).toBe(200);
    expect(body(done)).toMatchObject({ snippet: { isFeatured: true } });

    const featured = body<{ snippets: { _id: string; isFeatured: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/snippets/featured?limit=3' }),
    );
    expect(featured.snippets).toHaveLength(3);
    expect(featured.snippets[0]).toMatchObject({ _id: picked.id, isFeatured: true });
    expect(featured.snippets.slice(1).every((s) => !s.isFeatured)).toBe(true);
    expect(
      body<{ snippets: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/snippets/featured' }))
        .snippets.length,
    ).toBeLessThanOrEqual(6);
  });

  it('popular is by likes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/snippets/popular?limit=5' });
    expect(response.statusCode).toBe(200);
    const likes = body<{ snippets: { likeCount: number }[] }>(response).snippets.map((s) => s.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('tags/popular counts tags', async () => {
    const author = await buildUser(t.db);
    await buildSnippet(t.db, author.id, { tags: ['zz-rare-tag'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/snippets/tags/popular?limit=50' });
    expect(response.statusCode).toBe(200);
    const tags = body<{ tags: { tag: string; count: number }[] }>(response).tags;
    expect(tags.find((entry) => entry.tag === 'zz-rare-tag')).toEqual({ tag: 'zz-rare-tag', count: 1 });
    expect(tags[0]!.count).toBeGreaterThanOrEqual(tags.at(-1)!.count);
  });

  it('tags/popular follows every write at once, in every app process (none keeps a copy)', async () => {
    // A second app on the same database, as a second process behind a load balancer would be.
    const other = await buildApp({ config: t.config, database: t.app.database });
    try {
      await other.ready();
      const { token } = await buildSignedInUser(t);
      const tagsSeenByOther = async () =>
        body<{ tags: { tag: string; count: number }[] }>(
          await other.inject({ method: 'GET', url: '/api/snippets/tags/popular?limit=50' }),
        ).tags.filter((entry) => entry.tag.startsWith('zz-moving'));
      expect(await tagsSeenByOther()).toEqual([]);
      const created = body<{ snippet: { _id: string } }>(
        await t.injectAs(token, {
          method: 'POST',
          url: '/api/snippets',
          payload: validSnippetInput({ tags: ['zz-moving-a', 'zz-moving-b'] }),
        }),
      ).snippet;
      expect(await tagsSeenByOther()).toEqual([
        { tag: 'zz-moving-a', count: 1 },
        { tag: 'zz-moving-b', count: 1 },
      ]);
      await t.injectAs(token, {
        method: 'PUT',
        url: `/api/snippets/${created._id}`,
        payload: validSnippetInput({ tags: ['zz-moving-b', 'zz-moving-c'] }),
      });
      expect(await tagsSeenByOther()).toEqual([
        { tag: 'zz-moving-b', count: 1 },
        { tag: 'zz-moving-c', count: 1 },
      ]);
      await t.injectAs(token, { method: 'DELETE', url: `/api/snippets/${created._id}` });
      expect(await tagsSeenByOther()).toEqual([]);
      expect(await counterDrift(t.db)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('languages lists SPEC §3 languages without platforms', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/snippets/languages' });
    expect(body(response)).toEqual({
      languages: LANGUAGES.map(({ name, value, icon, description }) => ({ name, value, icon, description })),
    });
  });
});

describe('helpers', () => {
  it('slugifies titles', () => {
    expect(slugify('Über-Cool  AMPscript: LookupRows() & more!')).toBe('uber-cool-ampscript-lookuprows-more');
    expect(slugify('日本語')).toBe('snippet');
  });

  it('previews at most 8 lines and 600 characters', () => {
    expect(codePreview('a\n'.repeat(20)).split('\n')).toHaveLength(8);
    expect(codePreview('x'.repeat(2000))).toHaveLength(600);
  });

  it('resolves sorts', () => {
    expect(resolveSort({})).toBe('newest');
    expect(resolveSort({ search: 'x' })).toBe('relevance');
    expect(resolveSort({ search: 'x', sort: 'az' })).toBe('az');
    expect(resolveSort({ sortBy: 'views', sortOrder: 'asc' })).toBe('views-asc');
  });

  it('lets only the author change a snippet', () => {
    const snippet = { authorId: 'a' };
    expect(canChangeSnippet({ id: 'a', role: 'user' }, snippet)).toBe(true);
    expect(canChangeSnippet({ id: 'b', role: 'admin' }, snippet)).toBe(false);
    expect(canChangeSnippet(null, snippet)).toBe(false);
    expect(HTTP_ERRORS.forbidden).toBeTruthy();
  });
});

describe('A–Z order', () => {
  const TITLES = [
    'CAN-SPAM footer checklist',
    'Zebra striping rows',
    'éclair email banner',
    'Cacheable query helper',
    'apex trigger handler',
    'Échelle layout grid',
  ];
  let authorName = '';
  beforeAll(async () => {
    const author = await buildUser(t.db);
    authorName = author.username;
    for (const title of TITLES) await buildSnippet(t.db, author.id, { title });
  });
  const titles = async (query: string) =>
    (await listBody(`author=${authorName}&${query}`)).snippets.map((s) => s.title);

  it('sorts titles as a person reads them: case and accents only break ties', async () => {
    const reading = [
      'apex trigger handler',
      'Cacheable query helper',
      'CAN-SPAM footer checklist',
      'Échelle layout grid',
      'éclair email banner',
      'Zebra striping rows',
    ];
    expect(await titles('sort=az')).toEqual(reading);
    expect(await titles('sortBy=title&sortOrder=desc')).toEqual(reading.toReversed());
    expect([
      ...(await titles('sort=az&limit=4&page=1')),
      ...(await titles('sort=az&limit=4&page=2')),
    ]).toEqual(reading);
  });

  it('reads that order from snippets_title_idx (public snippets only), not from a sort of every row', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // A few test rows are cheaper to sort than to walk an index; at any real size the sort is what costs. With
      // sorting priced out, the plan shows the index can give the order for this query (its predicate, `listed`).
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql`explain ${orderedPage({}, 'az', 3, 12)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('snippets_title_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('languages added after the SPEC: SOQL, Visualforce, Aura', () => {
  let authorName = '';
  beforeAll(async () => {
    const author = await buildUser(t.db);
    authorName = author.username;
    const crm = { platform: 'crm', category: 'integration' };
    await buildSnippet(t.db, author.id, { ...crm, title: 'Soql rollup', codeLanguage: 'soql' });
    await buildSnippet(t.db, author.id, { ...crm, title: 'Vf page', codeLanguage: 'visualforce' });
    await buildSnippet(t.db, author.id, { ...crm, title: 'Aura cmp', codeLanguage: 'aura' });
    await buildSnippet(t.db, author.id, { ...crm, title: 'Plain sql', codeLanguage: 'sql' });
  });
  const titles = async (query: string) =>
    (await listBody(`author=${authorName}&sort=az&${query}`)).snippets.map((s) => s.title);

  it('files each under its own language, crm only', async () => {
    expect(await titles('language=soql')).toEqual(['Soql rollup']);
    expect(await titles('codeLanguage=visualforce')).toEqual(['Vf page']);
    const { token } = await buildSignedInUser(t);
    const onSfmc = await create(token, { platform: 'sfmc', category: 'api', codeLanguage: 'soql' });
    expect(onSfmc.statusCode).toBe(400);
  });

  it("language=other lists the languages without a home tile (the 'Other' tile)", async () => {
    expect(await titles('language=other')).toEqual(['Aura cmp', 'Soql rollup', 'Vf page']);
    // The total from the facet counts agrees with the rows.
    const { snippets } = await listBody('language=other&limit=50');
    expect(snippets.every((s) => ['soql', 'visualforce', 'aura'].includes(s.codeLanguage))).toBe(true);
    expect((await listBody('language=other&platform=crm')).totalSnippets).toBeGreaterThanOrEqual(3);
  });
});
