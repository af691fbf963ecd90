import { SNIPPET } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, validSnippetInput } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const APEX =
  "public with sharing class Greeter {\n  public static String hello() { return '<b>hi</b>'; }\n}\n";

async function apexSnippet() {
  const { user, token } = await buildSignedInUser(t);
  const snippet = await buildSnippet(t.db, user.id, {
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    code: APEX,
  });
  /** An edit of the snippet's code by its author. */
  const edit = async (code: string) => {
    const response = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.id}`,
      payload: validSnippetInput({ platform: 'crm', category: 'apex', codeLanguage: 'apex', code }),
    });
    expect(response.statusCode).toBe(200);
  };
  return { snippet, token, edit };
}

describe('GET /snippets/{slug}/raw', () => {
  it("answers the code as it was saved, as plain text no browser runs, open to other sites' scripts", async () => {
    const { snippet } = await apexSnippet();
    const response = await t.app.inject({ method: 'GET', url: `/snippets/${snippet.slug}/raw` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APEX);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe(`inline; filename="${snippet.slug}.cls"`);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('answers 304 to a client that holds the same code, and the new code once it is edited', async () => {
    const { snippet, edit } = await apexSnippet();
    const first = await t.app.inject({ method: 'GET', url: `/snippets/${snippet.slug}/raw` });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await edit(`${APEX}// v2\n`);
    const after = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(`${APEX}// v2\n`);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers visitors reading at once from shared reads, and its author beside them from their own', async () => {
    const { snippet, token } = await apexSnippet();
    await t.db.execute(sql`update snippets set visibility = 'private' where id = ${snippet.id}::uuid`);
    const url = `/snippets/${snippet.slug}/raw`;
    const [owner, ...guests] = await Promise.all([
      t.injectAs(token, { method: 'GET', url }),
      ...Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url })),
    ]);
    expect(owner!.statusCode).toBe(200);
    expect(owner!.body).toBe(APEX);
    expect(owner!.headers['cache-control']).toBe('private, no-store');
    expect(guests.map((response) => response.statusCode)).toEqual(Array(12).fill(404));

    await t.db.execute(sql`update snippets set visibility = 'public' where id = ${snippet.id}::uuid`);
    const shared = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url })));
    expect(new Set(shared.map((response) => `${response.statusCode} ${response.body}`))).toEqual(
      new Set([`200 ${APEX}`]),
    );
  });

  it('pins a revision with ?rev=N, and says 404 for a revision the snippet does not have', async () => {
    const { snippet, edit } = await apexSnippet();
    const raw = (query: string) =>
      t.app.inject({ method: 'GET', url: `/snippets/${snippet.slug}/raw${query}` });
    expect((await raw('?rev=1')).body).toBe(APEX);
    for (const version of [2, 3]) {
      await edit(`${APEX}// v${version}\n`);
    }
    expect((await raw('?rev=1')).body).toBe(APEX);
    expect((await raw('?rev=2')).body).toBe(`${APEX}// v2\n`);
    expect((await raw('?rev=3')).body).toBe(`${APEX}// v3\n`);
    expect((await raw('')).body).toBe(`${APEX}// v3\n`);
    const pinned = await raw('?rev=2');
    expect(pinned.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(pinned.headers.etag).not.toBe((await raw('?rev=3')).headers.etag);
    for (const rev of ['4', '0', '-1', 'x', '1.5', '99999999999']) {
      const response = await raw(`?rev=${rev}`);
      expect(response.statusCode, rev).toBe(404);
      expect(response.body).toBe(SNIPPET.revisionNotFound);
    }
    expect((await t.app.inject({ method: 'GET', url: '/snippets/no-such-snippet/raw?rev=1' })).body).toBe(
      SNIPPET.notFound,
    );
  });

  it('answers a file by its name under /raw/, with ?rev=N too, and 404 for a name the snippet has no file of', async () => {
    const { snippet, edit } = await apexSnippet();
    const byName = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw/${snippet.slug}.cls`,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toBe(APEX);
    expect(byName.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(byName.headers['x-content-type-options']).toBe('nosniff');
    await edit(`${APEX}// v2\n`);
    const pinned = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw/${snippet.slug}.cls?rev=1`,
    });
    expect(pinned.body).toBe(APEX);
    for (const name of [`${snippet.slug}.js`, 'Other.cls', `${snippet.slug}.cls.txt`]) {
      const response = await t.app.inject({ method: 'GET', url: `/snippets/${snippet.slug}/raw/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.body).toBe(SNIPPET.fileNotFound);
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const { snippet } = await apexSnippet();
    const response = await t.app.inject({ method: 'HEAD', url: `/snippets/${snippet.slug}/raw` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 404 in plain text, never the web app, for a slug no snippet has', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/snippets/no-such-snippet-here/raw' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(SNIPPET.notFound);
  });

  it('names the file with the extension of its language', async () => {
    const { user } = await buildSignedInUser(t);
    const ampscript = await buildSnippet(t.db, user.id, {
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ampscript',
      code: '%%[ SET @name = "x" ]%%',
    });
    const response = await t.app.inject({ method: 'GET', url: `/snippets/${ampscript.slug}/raw` });
    expect(response.headers['content-disposition']).toBe(`inline; filename="${ampscript.slug}.amp"`);
  });
});
