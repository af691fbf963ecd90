import { sql } from 'drizzle-orm';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildComment, buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { selectRows } from '../../db/rows.js';
import { FEED_ENTRIES } from '../../repositories/feeds/feeds.repository.js';

const SITE = 'https://snippets.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The links of a feed's entries, in order. */
const entryLinks = (xml: string) =>
  [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((match) => match[1]!);

/** Atom feeds of the site, a platform, a tag, a member and a snippet's comments. */
describe('Atom feeds', () => {
  let author: Awaited<ReturnType<typeof buildUser>>;
  let slugs: { sfmc: string; crm: string; unlisted: string; secret: string };
  const tag = `feedtag${Date.now()}`;
  beforeAll(async () => {
    author = await buildUser(t.db, { username: 'feed_author' });
    const crm = await buildSnippet(t.db, author.id, { tags: [tag] });
    const sfmc = await buildSnippet(t.db, author.id, {
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ssjs',
      code: 'Platform.Load("core", "1");',
    });
    const unlisted = await buildSnippet(t.db, author.id, { visibility: 'unlisted', tags: [tag] });
    const secret = await buildSnippet(t.db, author.id, { visibility: 'private', tags: [tag] });
    slugs = { crm: crm.slug, sfmc: sfmc.slug, unlisted: unlisted.slug, secret: secret.slug };
  });
  const link = (slug: string) => `${SITE}/snippets/${slug}`;

  it('serves the site feed as Atom with absolute links, public snippets only, newest first', async () => {
    const response = await get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(response.body).toContain(`<link rel="self" href="${SITE}/feed.xml"/>`);
    expect(entryLinks(response.body)).toEqual([link(slugs.sfmc), link(slugs.crm)]);
    expect(response.body).toContain(`<uri>${SITE}/users/feed_author</uri>`);
  });

  it('serves a platform, a tag and a member feed, each holding only its own public snippets', async () => {
    expect(entryLinks((await get('/feeds/platforms/sfmc.xml')).body)).toEqual([link(slugs.sfmc)]);
    expect(entryLinks((await get('/feeds/platforms/crm.xml')).body)).toEqual([link(slugs.crm)]);
    expect(entryLinks((await get(`/feeds/tags/${tag.toUpperCase()}.xml`)).body)).toEqual([link(slugs.crm)]);
    const member = await get('/feeds/users/FEED_AUTHOR.xml');
    expect(member.statusCode).toBe(200);
    expect(entryLinks(member.body)).toEqual([link(slugs.sfmc), link(slugs.crm)]);
    expect(member.body).toContain('Snippets by feed_author');
  });

  it('answers 404 for an unknown platform or member, a tag with other characters, or a missing .xml', async () => {
    for (const url of [
      '/feeds/platforms/commerce.xml',
      '/feeds/users/nobody_by_that_name.xml',
      '/feeds/tags/has%20space.xml',
      '/feeds/tags/apex',
      '/feeds/platforms/sfmc',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it("serves a public snippet's comments, newest first, and no feed for an unlisted or private snippet", async () => {
    const [crm] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from snippets where slug = ${slugs.crm}`,
    );
    const reader = await buildUser(t.db);
    const first = await buildComment(t.db, {
      snippetId: crm!.id,
      authorId: reader.id,
      content: 'First <b>!</b>',
    });
    const reply = await buildComment(t.db, { snippetId: crm!.id, authorId: author.id, parentId: first });
    const response = await get(`/feeds/snippets/${slugs.crm}/comments.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(entryLinks(response.body)).toEqual([
      `${link(slugs.crm)}#comment-${reply}`,
      `${link(slugs.crm)}#comment-${first}`,
    ]);
    expect(response.body).not.toContain('<b>!</b>');
    expect(response.body).toContain('<p>First &lt;b&gt;!&lt;/b&gt;</p>');
    expect(response.body).toContain(
      `<link rel="self" href="${SITE}/feeds/snippets/${slugs.crm}/comments.xml"/>`,
    );
    for (const slug of [slugs.unlisted, slugs.secret, 'no-such-snippet'])
      expect((await get(`/feeds/snippets/${slug}/comments.xml`)).statusCode).toBe(404);
  });

  it('answers 304 to a client that has the feed (If-None-Match) or nothing newer (If-Modified-Since)', async () => {
    const first = await get('/feed.xml');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const same = await get('/feed.xml', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await get('/feed.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get('/feed.xml', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect(
      (await get('/feed.xml', { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })).statusCode,
    ).toBe(200);

    await buildSnippet(t.db, author.id, {});
    const changed = await get('/feed.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it(`carries the ${FEED_ENTRIES} newest snippets at most`, async () => {
    const other = await buildUser(t.db);
    for (let n = 0; n < FEED_ENTRIES + 2; n += 1) await buildSnippet(t.db, other.id, {});
    expect(entryLinks((await get('/feed.xml')).body)).toHaveLength(FEED_ENTRIES);
  });
});

describe('Atom feeds, read by a feed parser', () => {
  it("gives a snippet's title as written: quotes, ampersands and angle brackets once, not as entities", async () => {
    const title = '"Lookup" & <Map> in ]]> one';
    const member = await buildUser(t.db, { username: 'feed_parser_reader' });
    const snippet = await buildSnippet(t.db, member.id, { title });
    const parsed = await new Parser().parseString((await get('/feeds/users/feed_parser_reader.xml')).body);
    const entry = parsed.items.find((item) => item.link === `${SITE}/snippets/${snippet.slug}`);
    expect(entry?.title).toBe(title);
  });
});

describe('the comment feed, with the web app rendering', () => {
  it("carries each comment's Markdown as the page's sanitised HTML", async () => {
    const rendering = await buildTestApp({ publicUrl: SITE }, { renderPages: true });
    try {
      const member = await buildUser(rendering.db, { username: 'feed_markdown_author' });
      const snippet = await buildSnippet(rendering.db, member.id);
      await buildComment(rendering.db, {
        snippetId: snippet.id,
        authorId: member.id,
        content: 'Use **bold** & <script>alert(1)</script> `code`',
      });
      const xml = (
        await rendering.app.inject({ method: 'GET', url: `/feeds/snippets/${snippet.slug}/comments.xml` })
      ).body;
      const [entry] = (await new Parser().parseString(xml)).items;
      expect(entry?.content).toContain('<strong>bold</strong>');
      expect(entry?.content).toMatch(/<code[^>]*>code<\/code>/);
      expect(entry?.content).not.toContain('**');
      expect(entry?.content).not.toContain('<script>');
    } finally {
      await rendering.close();
    }
  });
});
