import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

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
