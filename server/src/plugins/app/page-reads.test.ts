import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildComment, buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
let cases: { path: string; query: Record<string, string> }[];

beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db, { username: 'page_reads_author' });
  const snippet = await buildSnippet(t.db, author.id, {
    title: 'Page reads: a snippet with a comment',
    tags: ['page-reads'],
  });
  const threadId = await buildComment(t.db, {
    snippetId: snippet.id,
    authorId: author.id,
    content: 'A thread',
  });
  await buildComment(t.db, {
    snippetId: snippet.id,
    authorId: author.id,
    content: 'A reply',
    parentId: threadId,
  });
  cases = [
    { path: '/api/config', query: {} },
    { path: '/api/snippets/languages', query: {} },
    { path: '/api/snippets/featured', query: { limit: '6' } },
    { path: '/api/snippets/popular', query: {} },
    { path: '/api/snippets/tags/popular', query: { limit: '5' } },
    { path: '/api/snippets', query: { sort: 'newest', page: '1', limit: '12' } },
    { path: '/api/snippets', query: { search: 'page reads', platform: 'crm' } },
    { path: `/api/snippets/${snippet.slug}`, query: {} },
    { path: `/api/snippets/${snippet.id}`, query: {} },
    { path: `/api/comments/snippet/${snippet.id}`, query: { limit: '20' } },
    { path: `/api/comments/replies/${threadId}`, query: {} },
    { path: '/api/users/top-contributors', query: { limit: '5' } },
    { path: '/api/users/page_reads_author', query: {} },
    { path: '/api/users/page_reads_author/snippets', query: { page: '1', limit: '10' } },
    // Refusals answer as the API does: an unknown snippet, member or comment, a malformed parameter.
    { path: '/api/snippets/no-such-snippet', query: {} },
    { path: '/api/users/nobody_here', query: {} },
    { path: '/api/comments/snippet/not-a-uuid', query: {} },
    { path: '/api/snippets', query: { page: 'zero' } },
  ];
});
afterAll(async () => {
  await t.close();
});

describe('page reads (a page\u2019s data without HTTP)', () => {
  it('answer every page-data route with the status and body a visitor gets from the API', async () => {
    for (const { path, query } of cases) {
      const viaHttp = await t.app.inject({ method: 'GET', url: path, query });
      const direct = await t.app.readForPage(path, query);
      expect(direct.status, path).toBe(viaHttp.statusCode === 400 ? 400 : viaHttp.statusCode);
      if (viaHttp.statusCode === 400) expect(direct.body).toMatchObject({ message: viaHttp.json().message });
      else expect(JSON.parse(JSON.stringify(direct.body)), path).toEqual(viaHttp.json());
    }
  });

  it('reach no route that is not marked for pages: writes, members-only reads', async () => {
    for (const path of [
      '/api/auth/profile',
      '/api/users/profile/savedSnippets',
      '/api/users/profile',
      '/api/health',
    ]) {
      expect((await t.app.readForPage(path, {})).status, path).toBe(405);
    }
  });

  it('answer 404 where the API refuses the URL: unknown paths, and parameters longer than the router takes', async () => {
    for (const path of [
      '/api/nothing',
      `/api/snippets/${'a'.repeat(300)}`,
      `/api/users/${'b'.repeat(300)}`,
    ]) {
      expect((await t.app.readForPage(path, {})).status, path).toBe(404);
      const api = (await t.app.inject({ method: 'GET', url: path })).statusCode;
      expect(api >= 400 && api < 500, `${path}: ${api}`).toBe(true);
    }
  });
});
