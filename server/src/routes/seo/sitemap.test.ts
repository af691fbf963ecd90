import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCursor, KeysetStart } from '../../db/keyset.js';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { PUBLIC_PAGES } from './sitemap.js';

const SITE = 'https://snippets.example.com';
/** Small enough that a handful of rows turns the sitemap into an index. */
const URLS_PER_FILE = 10;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE, sitemapUrlsPerFile: URLS_PER_FILE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Every URL the sitemap lists, following the index when it is one. */
async function sitemapUrls(): Promise<string[]> {
  const root = (await get('/sitemap.xml')).body;
  if (root.includes('<urlset')) return locs(root);
  const urls: string[] = [];
  for (const file of locs(root)) {
    const response = await get(file.slice(SITE.length));
    expect(response.statusCode).toBe(200);
    expect(locs(response.body).length).toBeLessThanOrEqual(URLS_PER_FILE);
    urls.push(...locs(response.body));
  }
  return urls;
}

describe('sitemap.xml', () => {
  it('lists the public pages, every snippet and the profile of every member with a snippet', async () => {
    const author = await buildUser(t.db, { username: 'sitemap_author' });
    await buildUser(t.db, { username: 'sitemap_lurker' });
    const first = await buildSnippet(t.db, author.id, { title: 'Sitemap & <friends>' });
    const second = await buildSnippet(t.db, author.id);

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(response.body)).toEqual([
      ...PUBLIC_PAGES.map((path) => `${SITE}${path}`),
      `${SITE}/snippets/${first.slug}`,
      `${SITE}/snippets/${second.slug}`,
      `${SITE}/users/sitemap_author`,
    ]);
    expect(first.slug).toBe('sitemap-friends');
    expect(response.body).toContain(
      `<loc>${SITE}/snippets/sitemap-friends</loc><lastmod>${first.updatedAt.toISOString()}</lastmod>`,
    );
    // A member without snippets has an empty profile: not worth a crawler's visit.
    expect(response.body).not.toContain('sitemap_lurker');
  });

  it("dates a profile by its member's newest snippet when that is later than the profile's last edit", async () => {
    const author = await buildUser(t.db, { username: 'sitemap_dated', updatedAt: new Date('2020-01-02') });
    const snippet = await buildSnippet(t.db, author.id);
    const rows = await t.app.usersRepository.sitemapPage({ offset: 0 }, 1000);
    expect(rows.find((row) => row.username === 'sitemap_dated')?.lastmod).toEqual(snippet.createdAt);
  });

  it('becomes an index of files by kind past the per-file limit, listing each URL once', async () => {
    const author = await buildUser(t.db);
    while ((await get('/sitemap.xml')).body.includes('<urlset')) await buildSnippet(t.db, author.id);
    for (let i = 0; i < URLS_PER_FILE; i += 1) await buildSnippet(t.db, author.id);

    const index = (await get('/sitemap.xml')).body;
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(locs(index)).toEqual([
      `${SITE}/sitemaps/pages-1.xml`,
      `${SITE}/sitemaps/snippets-1.xml`,
      `${SITE}/sitemaps/snippets-2.xml`,
      `${SITE}/sitemaps/members-1.xml`,
    ]);

    const urls = await sitemapUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const slugs = await t.db.execute(sql`select slug from snippets`);
    const snippetUrls = urls.filter((url) => url.startsWith(`${SITE}/snippets/`));
    expect(snippetUrls).toHaveLength((slugs as unknown as { rows: unknown[] }).rows.length);
    expect(urls.filter((url) => url.startsWith(`${SITE}/users/`))).toHaveLength(3);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    for (const file of [
      'snippets-0.xml',
      'snippets-99.xml',
      'members-9.xml',
      'tags-1.xml',
      'pages-1.json',
      '..',
    ]) {
      expect((await get(`/sitemaps/${file}`)).statusCode).toBe(404);
    }
  });
});

describe('the sitemap walks', () => {
  /** Every row of a walk, `batch` rows at a time, each batch continuing after the last row read. */
  async function walk<Row extends { cursor: CreatedCursor }>(
    readPage: (start: KeysetStart, limit: number) => Promise<Row[]>,
    batch: number,
  ): Promise<Row[]> {
    const rows: Row[] = [];
    for (let start: KeysetStart = { offset: 0 }; ;) {
      const page = await readPage(start, batch);
      rows.push(...page);
      const last = page.at(-1);
      if (page.length < batch || !last) return rows;
      start = { after: last.cursor };
    }
  }

  it('read in small batches what one read returns, even for rows created in the same microsecond', async () => {
    const author = await buildUser(t.db);
    // One transaction: now() is the same for every row, so only the id orders them.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await buildSnippet(tx, author.id);
    });
    const snippets = t.app.snippetsRepository;
    const all = await snippets.sitemapPage({ offset: 0 }, 10_000);
    expect(all.length).toBeGreaterThan(10);
    expect((await walk(snippets.sitemapPage, 3)).map((row) => row.slug)).toEqual(all.map((row) => row.slug));
    expect(all[0]?.cursor.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    const members = t.app.usersRepository;
    const everyMember = await members.sitemapPage({ offset: 0 }, 10_000);
    expect((await walk(members.sitemapPage, 1)).map((row) => row.username)).toEqual(
      everyMember.map((row) => row.username),
    );
    expect(await members.countWithSnippets()).toBe(everyMember.length);
  });
});
