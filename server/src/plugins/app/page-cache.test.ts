import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { snippets } from '../../db/schema/index.js';
import {
  buildSignedInUser,
  validRegistration,
  validSnippetInput,
  KNOWN_PASSWORD,
} from '../../../test/factories.js';
import { buildTestApp, isPostgresRun, type TestApp } from '../../../test/helper.js';
import type { PreparedPage, RenderedPage } from '../../lib/page-cache.js';
import { PAGE_CACHE_HEADER, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache.js';

/** Renders per app, so a test can tell a cached answer from a rendered one. */
const renders = new WeakMap<FastifyInstance, number>();
const rendersOf = (app: FastifyInstance) => renders.get(app) ?? 0;

/**
 * Pages as a renderer would serve them through app.pageCache: /test-page/latest shows the newest snippet's title
 * (read from the database at render time), /test-page/missing is a 404.
 */
function testPages(app: FastifyInstance) {
  app.get('/test-page/:name', async (request, reply) =>
    app.pageCache.serve(request, reply, async (): Promise<PreparedPage> => {
      const { name } = request.params as { name: string };
      const [latest] = await app.db
        .select({ title: snippets.title })
        .from(snippets)
        .orderBy(desc(snippets.createdAt))
        .limit(1);
      return {
        dataKey: `${name} ${latest?.title ?? 'none'}`,
        render: async (): Promise<RenderedPage> => {
          renders.set(app, rendersOf(app) + 1);
          if (name === 'missing') return { status: 404, headers: {}, html: '<h1>Not found</h1>' };
          if (name === 'long')
            return { status: 200, headers: {}, html: `<h1>long</h1>${'<p>A paragraph.</p>'.repeat(400)}` };
          return {
            status: 200,
            headers: { 'x-robots-tag': 'all' },
            html: `<h1>${latest?.title ?? 'none'}</h1>`,
          };
        },
      };
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: testPages });
});
afterAll(async () => {
  await t.close();
});

const get = (app: FastifyInstance, url = '/test-page/latest', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const titleIn = (response: LightMyRequestResponse) => /<h1>(.*)<\/h1>/.exec(response.body)?.[1];

async function createSnippet(token: string, title: string) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/snippets',
    payload: validSnippetInput({ title }),
  });
  expect(response.statusCode).toBe(201);
}

describe('app.pageCache.serve', () => {
  it('serves an anonymous page again without rendering it, with a weak ETag and revalidation', async () => {
    const first = await get(t.app, '/test-page/latest?first');
    const before = rendersOf(t.app);
    const second = await get(t.app, '/test-page/latest?first');
    expect(rendersOf(t.app)).toBe(before);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-robots-tag']).toBe('all');
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without rendering when If-None-Match holds the ETag', async () => {
    const { headers } = await get(t.app, '/test-page/latest?etag');
    const before = rendersOf(t.app);
    const revalidated = await get(t.app, '/test-page/latest?etag', {
      'if-none-match': headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(headers.etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(rendersOf(t.app)).toBe(before);
    const stale = await get(t.app, '/test-page/latest?etag', { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('renders again after a write through the API, and the writer sees it on the next request', async () => {
    const { token } = await buildSignedInUser(t);
    await createSnippet(token, 'First of the write test');
    expect(titleIn(await get(t.app))).toBe('First of the write test');
    await createSnippet(token, 'Second of the write test');
    const after = await get(t.app);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(titleIn(after)).toBe('Second of the write test');
  });

  it('keeps its pages across refused writes, sign-ins and counted views', async () => {
    const { user, token } = await buildSignedInUser(t);
    await createSnippet(token, 'Before the non-writes');
    await get(t.app);
    const refused = await t.injectAs(token, { method: 'POST', url: '/api/snippets', payload: { title: '' } });
    expect(refused.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.username, password: KNOWN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const [newest] = await t.db
      .select({ id: snippets.id })
      .from(snippets)
      .orderBy(desc(snippets.createdAt))
      .limit(1);
    const view = await t.app.inject({ method: 'POST', url: `/api/snippets/${newest!.id}/view` });
    expect(view.statusCode).toBe(200);
    expect((await get(t.app)).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('treats a registration as a write (a new member is on the pages)', async () => {
    await get(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration(),
    });
    expect(registered.statusCode).toBe(201);
    // The version moved, so the page's data is read again; this page does not show members, so it is reused.
    expect((await get(t.app)).headers[PAGE_CACHE_HEADER]).toBe('revalidated');
  });

  it('renders a request carrying credentials for itself: not from the cache, not into it', async () => {
    await get(t.app, '/test-page/latest?credentials');
    for (const headers of [{ authorization: 'Bearer whatever' }, { cookie: 'theme=dark' }] as Record<
      string,
      string
    >[]) {
      const before = rendersOf(t.app);
      const response = await get(t.app, '/test-page/latest?credentials', headers);
      expect(rendersOf(t.app)).toBe(before + 1);
      expect(response.statusCode).toBe(200);
      expect(response.headers[PAGE_CACHE_HEADER]).toBe('bypass');
      expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(response.headers.etag).toBeUndefined();
    }
    // Only the anonymous render is kept.
    const before = rendersOf(t.app);
    await get(t.app, '/test-page/latest?credentials');
    expect(rendersOf(t.app)).toBe(before);
    // A page first asked for with credentials is not kept for anonymous visitors either.
    await get(t.app, '/test-page/latest?credentials-first', { cookie: 'a=b' });
    expect((await get(t.app, '/test-page/latest?credentials-first')).headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('renders a 404 for each request and gives it no ETag', async () => {
    const before = rendersOf(t.app);
    for (let i = 0; i < 2; i++) {
      const response = await get(t.app, '/test-page/missing');
      expect(response.statusCode).toBe(404);
      expect(response.headers[PAGE_CACHE_HEADER]).toBe('miss');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(rendersOf(t.app)).toBe(before + 2);
  });

  it('sends a kept page compressed once per encoding, as the client asks', async () => {
    const url = '/test-page/long';
    const first = await get(t.app, url, { 'accept-encoding': 'br, gzip' });
    const rendered = rendersOf(t.app);
    const again = await get(t.app, url, { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(rendersOf(t.app)).toBe(rendered);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    for (const response of [first, again]) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('accept-encoding');
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const html = brotliDecompressSync(again.rawPayload).toString('utf8');
    expect(html.startsWith('<h1>long</h1>')).toBe(true);
    expect(again.rawPayload.length).toBeLessThan(html.length / 10);
    const gzipped = await get(t.app, url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(html);
    const plain = await get(t.app, url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(new Set([first, gzipped, plain].map((response) => response.headers.etag)).size).toBe(1);
  });

  it('renders once for many simultaneous misses of one page', async () => {
    const before = rendersOf(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => get(t.app, '/test-page/latest?crowd')),
    );
    expect(rendersOf(t.app)).toBe(before + 1);
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
  });

  it('is invalidated in another app process on the same database by a write made in this one', async () => {
    // PostgreSQL: a second connection pool, as a second process would have. PGlite: one process holds a database,
    // so the second app shares its handle.
    const database = isPostgresRun
      ? await openDatabase(t.app.database.target, { timeouts: t.config.databaseTimeouts })
      : t.app.database;
    const other = await buildApp({ config: t.config, database });
    testPages(other);
    try {
      await other.ready();
      const { token } = await buildSignedInUser(t);
      await createSnippet(token, 'Seen by both processes');
      expect(titleIn(await get(other))).toBe('Seen by both processes');
      expect((await get(other)).headers[PAGE_CACHE_HEADER]).toBe('hit');
      await createSnippet(token, 'Written through the first process');
      const after = await get(other);
      expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
      expect(titleIn(after)).toBe('Written through the first process');
    } finally {
      await other.close();
      if (database !== t.app.database) await database.close();
    }
  });
});
