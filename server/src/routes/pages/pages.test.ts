import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snippetMetaDescription } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildSnippetWithIdAsAnotherSlug, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { escapeHtml, injectHead } from './html.js';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Cloud Snippets</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'cs-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ webDist, publicUrl: 'https://snippets.example.com', sitemapUrlsPerFile: 5 });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /snippets/{slug} (HTML for crawlers)', () => {
  it('puts the title, description, canonical link and Open Graph tags into the page, escaped', async () => {
    const author = await buildUser(t.db);
    const description = `Uses <script>alert("x")</script> & "quotes" to prove escaping. ${'More words follow here. '.repeat(10)}`;
    const row = await buildSnippet(t.db, author.id, { title: 'Escape <b>me</b> & "friends"', description });
    const response = await t.app.inject({ method: 'GET', url: `/snippets/${row.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title>Escape &lt;b&gt;me&lt;/b&gt; &amp; &quot;friends&quot; | Cloud Snippets</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      `<link rel="canonical" href="https://snippets.example.com/snippets/${row.slug}" />`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Escape &lt;b&gt;me&lt;/b&gt; &amp; &quot;friends&quot; | Cloud Snippets" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content.startsWith('Uses &lt;script&gt;alert(&quot;x&quot;)')).toBe(true);
    // The contract's rule, as the web app's snippet page uses it.
    expect(content).toBe(escapeHtml(snippetMetaDescription(description)));
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the snippet whose id the URL holds, even when another snippet has that id as its slug', async () => {
    const author = await buildUser(t.db);
    const { real, impostor } = await buildSnippetWithIdAsAnotherSlug(t.db, author.id);
    for (const path of [real.id, real.id.toUpperCase()]) {
      const response = await t.app.inject({ method: 'GET', url: `/snippets/${path}` });
      expect(response.body).toContain('<title>The snippet this id names | Cloud Snippets</title>');
    }
    const byOwnId = await t.app.inject({ method: 'GET', url: `/snippets/${impostor.id}` });
    expect(byOwnId.body).toContain(`<title>${impostor.title} | Cloud Snippets</title>`);
  });

  it('answers the app with 404 for an unknown slug, and the plain app for /snippets/create', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/snippets/no-such-snippet' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
    const create = await t.app.inject({ method: 'GET', url: '/snippets/create' });
    expect(create.statusCode).toBe(200);
    expect(create.body).toBe(INDEX_HTML);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots allows all but private pages and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    for (const line of [
      'Allow: /api/docs',
      'Disallow: /api/',
      'Disallow: /profile',
      'Disallow: /saved-snippets',
      'Disallow: /snippets/create',
    ]) {
      expect(response.body).toContain(line);
    }
    expect(response.body).toContain('Sitemap: https://snippets.example.com/sitemap.xml');
  });

  it('lists home, browse and every snippet with lastmod; past the per-file limit it becomes an index', async () => {
    const author = await buildUser(t.db);
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.headers['content-type']).toContain('xml');
    while ((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes('<urlset')) {
      await buildSnippet(t.db, author.id);
    }
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('<sitemapindex');
    const files = [
      ...index.matchAll(/<loc>https:\/\/snippets\.example\.com(\/sitemaps\/snippets-\d+\.xml)<\/loc>/g),
    ].map((m) => m[1]!);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const urls: string[] = [];
    for (const file of files) {
      const response = await t.app.inject({ method: 'GET', url: file });
      expect(response.statusCode).toBe(200);
      urls.push(...[...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
      expect(response.body).toContain('<lastmod>');
    }
    expect(urls).toContain('https://snippets.example.com/');
    expect(urls).toContain('https://snippets.example.com/snippets');
    expect(new Set(urls).size).toBe(urls.length);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/snippets-99.xml' })).statusCode).toBe(404);
    expect(before.body).toContain('<loc>https://snippets.example.com/</loc>');
  });
});

describe('html helpers', () => {
  it('escapes and injects before </head>', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(injectHead('<head><title>x</title></head>', '<title>y</title>')).toContain('<title>y</title>');
  });
});
