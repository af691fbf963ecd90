import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, validSnippetInput } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { ANONYMOUS_READ, NEVER_STORED, WITH_CREDENTIALS } from './api-caching.js';

let t: TestApp;
let token: string;
let snippetSlug: string;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://snippets.example.com' });
  const member = await buildSignedInUser(t);
  token = member.token;
  snippetSlug = (await buildSnippet(t.db, member.user.id)).slug;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('anonymous API reads', () => {
  it('may be kept by any cache that revalidates them, and are answered 304 while unchanged', async () => {
    for (const url of [
      '/api/snippets?page=1',
      `/api/snippets/${snippetSlug}`,
      '/api/users/top-contributors',
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(ANONYMOUS_READ);
      expect(first.headers.vary).toBe('Authorization');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(ANONYMOUS_READ);
      // One ETag among several, and the strong form of a weak one, match too (weak comparison).
      const inList = await get(url, { 'if-none-match': `"other", ${etag.slice(2)}` });
      expect(inList.statusCode).toBe(304);
      // A client that asks for a fresh copy gets one.
      const reload = await get(url, { 'if-none-match': etag, 'cache-control': 'no-cache' });
      expect(reload.statusCode).toBe(200);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/snippets?page=1' });
    expect(head.headers['cache-control']).toBe(ANONYMOUS_READ);
    expect(head.headers.etag).toBe((await get('/api/snippets?page=1')).headers.etag);
  });

  it('get a new ETag once a write changes them', async () => {
    const before = await get('/api/snippets');
    const created = await t.injectAs(token, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput(),
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/snippets', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('what is never kept by a shared cache', () => {
  it("a member's reads: private, not stored, no ETag, and never a 304", async () => {
    const anonymous = await get('/api/snippets');
    for (const url of ['/api/snippets', '/api/auth/profile', '/api/users/profile/savedSnippets']) {
      const response = await t.injectAs(token, {
        method: 'GET',
        url,
        headers: { 'if-none-match': String(anonymous.headers.etag) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(WITH_CREDENTIALS);
      expect(response.headers.vary).toBe('Authorization');
      expect(response.headers.etag).toBeUndefined();
    }
    // A token that does not sign in anyone is still a credential.
    const badToken = await t.injectAs('not-a-token', { method: 'GET', url: '/api/auth/profile' });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.headers['cache-control']).toBe(NEVER_STORED);
  });

  it('writes, errors and health checks', async () => {
    const write = await t.injectAs(token, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput(),
    });
    expect(write.statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(refused.statusCode).toBe(400);
    const missing = await get('/api/snippets/no-such-snippet');
    expect(missing.statusCode).toBe(404);
    const unknownRoute = await get('/api/nothing-here');
    expect(unknownRoute.statusCode).toBe(404);
    const signedOut = await get('/api/auth/profile');
    expect(signedOut.statusCode).toBe(401);
    for (const response of [write, refused, missing, unknownRoute, signedOut]) {
      expect(response.headers['cache-control']).toBe(NEVER_STORED);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers.vary).toBe('Authorization');
    }
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NEVER_STORED);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('leaves responses outside /api to their routes', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect(sitemap.headers.vary).toBeUndefined();
    expect(sitemap.headers.etag).toBeUndefined();
  });
});
