import { SNIPPET, oembedResponseSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../test/helper.js';
import { EMBED_CONTENT_SECURITY_POLICY } from './index.js';

const SITE = 'https://snippets.example.com';

let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE }, { renderPages: true });
  const author = await buildUser(t.db, { username: 'embed_author' });
  ({ slug } = await buildSnippet(t.db, author.id, {
    title: 'Escape </script><b>me</b> & "friends"',
    code: 'public class Foo {\n  Integer x = 1; // </script>\n}\n',
    codeLanguage: 'apex',
    platform: 'crm',
    category: 'apex',
  }));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /embed/{slug} (the iframe form)', () => {
  it('is a document of its own: highlighted code, a link back, frameable by any site, no script', async () => {
    const response = await get(`/embed/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(EMBED_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('class="tok-keyword"');
    expect(html).toContain(`href="${SITE}/snippets/${slug}"`);
    expect(html).toContain(`href="${SITE}/snippets/${slug}/raw"`);
    expect(html).toContain('by embed_author');
    // The title and the code are text, never markup.
    expect(html).not.toContain('<b>me</b>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;me&lt;/b&gt;');
  });

  it('answers 304 to a repeat with its ETag, fixes a theme when asked, and 404 for a missing snippet', async () => {
    const first = await get(`/embed/${slug}`);
    const etag = String(first.headers.etag);
    expect((await get(`/embed/${slug}`, { 'if-none-match': etag })).statusCode).toBe(304);
    // Drawn again from the process's kept highlighting: the same three lines, none lost or added.
    const lineCount = (html: string) => html.match(/class="code-line"/g)?.length;
    expect(lineCount(first.body)).toBe(3);
    expect(lineCount((await get(`/embed/${slug}?theme=light`)).body)).toBe(3);
    expect((await get(`/embed/${slug}?theme=dark`)).body).toContain('cs-theme-dark');
    expect((await get(`/embed/${slug}?theme=nonsense`)).body).toContain('cs-theme-auto');
    const missing = await get('/embed/no-such-snippet');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SNIPPET.notFound);
  });
});

describe('an embed of several files', () => {
  it('shows every file, named, each with its raw link', async () => {
    const author = await buildUser(t.db);
    const files = [
      { name: 'Invoice.cls', language: 'apex', code: 'public class Invoice {}' },
      { name: 'InvoiceTest.cls', language: 'apex', code: '@IsTest private class InvoiceTest {}' },
    ];
    const snippet = await buildSnippet(t.db, author.id, { title: 'Invoice with its test', files });
    const html = (await get(`/embed/${snippet.slug}`)).body;
    expect(html).toContain('2 files');
    for (const file of files) {
      expect(html).toContain(`<span>${file.name}</span>`);
      expect(html).toContain(`href="${SITE}/snippets/${snippet.slug}/raw/${file.name}"`);
    }
    const oembed = oembedResponseSchema.parse(
      body(await get(`/api/oembed?url=${encodeURIComponent(`${SITE}/snippets/${snippet.slug}`)}`)),
    );
    const one = oembedResponseSchema.parse(
      body(await get(`/api/oembed?url=${encodeURIComponent(`${SITE}/snippets/${slug}`)}`)),
    );
    // Two one-line files and their bars are taller than the three-line one-file snippet.
    expect(oembed.height).toBeGreaterThan(one.height);
  });
});

describe('GET /embed/{slug}.js (the script form)', () => {
  it('inserts the snippet after its script tag, in a shadow root with an adopted stylesheet', async () => {
    const response = await get(`/embed/${slug}.js`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const script = response.body;
    expect(script).toContain('attachShadow');
    expect(script).toContain('adoptedStyleSheets');
    // Nothing in it can close a <script> element, even inlined.
    expect(script).not.toMatch(/<\/script/i);
    const html = JSON.parse(/var html = (".*");\n/.exec(script)![1]!) as string;
    expect(html).toContain('class="tok-keyword"');
    expect(html).toContain(`${SITE}/snippets/${slug}`);
  });

  it('is a comment for a missing snippet, with a 404', async () => {
    const response = await get('/embed/no-such-snippet.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(`/* ${SNIPPET.notFound} */\n`);
  });
});

describe('GET /api/oembed', () => {
  const oembed = (query: string) => get(`/api/oembed?${query}`);

  it("answers a snippet page's URL with the iframe embed, sized to the code and the host's limits", async () => {
    const response = await oembed(`url=${encodeURIComponent(`${SITE}/snippets/${slug}`)}`);
    expect(response.statusCode).toBe(200);
    const answer = oembedResponseSchema.parse(body(response));
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Escape </script><b>me</b> & "friends"',
      author_name: 'embed_author',
      author_url: `${SITE}/users/embed_author`,
      provider_name: 'Cloud Snippets',
      provider_url: SITE,
      width: 720,
      height: 96 + 3 * 21,
    });
    expect(answer.html).toContain(`src="${SITE}/embed/${slug}"`);
    expect(answer.html).not.toContain('<b>');
    const small = oembedResponseSchema.parse(
      body(
        await oembed(
          `url=${encodeURIComponent(`${SITE}/snippets/${slug}?x=1#c`)}&maxwidth=400&maxheight=100`,
        ),
      ),
    );
    expect([small.width, small.height]).toEqual([400, 100]);
  });

  it('refuses what is not a snippet page of this site, and any format but JSON', async () => {
    for (const url of [
      `https://elsewhere.example.org/snippets/${slug}`,
      `${SITE}/users/embed_author`,
      `${SITE}/snippets/no-such-snippet`,
      'not a url',
      `javascript://snippets.example.com/snippets/${slug}`,
    ]) {
      const response = await oembed(`url=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(404);
      expect(body(response)).toEqual({ message: SNIPPET.oembedNotASnippet });
    }
    const xml = await oembed(`url=${encodeURIComponent(`${SITE}/snippets/${slug}`)}&format=xml`);
    expect(xml.statusCode).toBe(501);
    expect((await oembed('')).statusCode).toBe(400);
  });

  it('is named in the snippet page head for discovery', async () => {
    const page = await get(`/snippets/${slug}`, { accept: 'text/html' });
    const href = `${SITE}/api/oembed?url=${encodeURIComponent(`${SITE}/snippets/${slug}`)}`;
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${href.replace(/&/g, '&amp;')}"`,
    );
  });
});
