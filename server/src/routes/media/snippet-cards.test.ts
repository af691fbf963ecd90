import {
  SNIPPET_CARD_IMAGE,
  SNIPPET_LIMITS,
  snippetInputSchema,
  snippetResponseSchema,
} from '@cloud-snippets/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser, validSnippetInput } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { processAvatar } from '../../lib/avatar-image.js';
import { snippetCardUrl } from '../../lib/og-card/card-url.js';
import { snippetsRepository } from '../../repositories/snippets/snippets.repository.js';
import { avatarsRepository } from '../../repositories/users/avatars.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A snippet as the API presents it (the shape the page's head tags are written from), and its card's URL. */
async function snippetWithCard(overrides: Record<string, unknown> = {}) {
  const author = await buildUser(t.db);
  const row = await buildSnippet(t.db, author.id, overrides);
  const response = await get(`/api/snippets/${row.slug}`);
  const { snippet } = snippetResponseSchema.parse(response.json());
  return { row, snippet, url: snippet.cardImage };
}

async function expectCard(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const { width, height, format } = await sharp(response.rawPayload).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
}

describe('GET /media/og/snippets/{slug}-{hash}.png', () => {
  it("serves the card the API's snippet names: a 1200×630 PNG, immutable, with an ETag", async () => {
    const { snippet, url } = await snippetWithCard({ title: 'Send a Triggered Send via WSProxy' });
    expect(url).toBe(snippetCardUrl(snippet));
    expect(url).toMatch(new RegExp(`^/media/og/snippets/${snippet.slug}-[0-9a-f]{16}\\.png$`));
    expect(SNIPPET_CARD_IMAGE).toEqual({ width: 1200, height: 630, type: 'image/png' });
    const response = await get(url);
    await expectCard(response);
    const hash = /-([0-9a-f]{16})\.png$/.exec(url)?.[1];
    expect(response.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const again = await get(url, { 'if-none-match': `"${hash}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('draws a card once and keeps it: later requests get the stored bytes', async () => {
    const { row, url } = await snippetWithCard();
    const first = await get(url);
    await expectCard(first);
    const hash = /-([0-9a-f]{16})\.png$/.exec(url)?.[1];
    expect(await t.app.snippetCardsRepository.storedHash(row.id)).toBe(hash);
    // The stored card is what is served: replace it and the next answer changes with it.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await t.app.snippetCardsRepository.store(row.id, hash ?? '', marker);
    expect((await get(url)).rawPayload.equals(marker)).toBe(true);
  });

  it('draws once for simultaneous first requests, and logs how long the drawing took', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const row = await buildSnippet(logged.db, (await buildUser(logged.db)).id);
      const { snippet } = snippetResponseSchema.parse(
        (await logged.app.inject({ method: 'GET', url: `/api/snippets/${row.slug}` })).json(),
      );
      const url = snippet.cardImage;
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => logged.app.inject({ method: 'GET', url })),
      );
      for (const response of responses) await expectCard(response);
      const drawn = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'card drawn');
      expect(drawn).toHaveLength(1);
      expect(drawn[0]).toMatchObject({
        slug: row.slug,
        ms: expect.any(Number),
        bytes: responses[0]?.rawPayload.length,
      });
    } finally {
      await logged.close();
    }
  });

  it('answers 20 simultaneous requests for new cards, the same one or 20 different ones, with cards: never a 503', async () => {
    const same = (await snippetWithCard({ title: 'One card asked for 20 times at once' })).url;
    const sameResponses = await Promise.all(Array.from({ length: 20 }, () => get(same)));
    for (const response of sameResponses) await expectCard(response);
    const urls = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await snippetWithCard({ title: `Card number ${i}` })).url),
    );
    const responses = await Promise.all(urls.map((url) => get(url)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const response of responses) await expectCard(response);
  }, 120_000);

  it('gets a new URL when the title changes; the old one redirects to it and is not cached for long', async () => {
    const { row, url: before } = await snippetWithCard({ title: 'Query a Data Extension' });
    await expectCard(await get(before));
    const data = snippetInputSchema.parse(
      validSnippetInput({ title: 'Query a Data Extension with a Lookup' }),
    );
    const snippets = snippetsRepository(t.db);
    await snippets.update(row, data, await snippets.checkWrite(data, row));
    const { snippet } = snippetResponseSchema.parse((await get(`/api/snippets/${row.slug}`)).json());
    const after = snippet.cardImage;
    expect(after).not.toBe(before);
    expect(after.startsWith(`/media/og/snippets/${row.slug}-`)).toBe(true);
    const redirect = await get(before);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(after);
    expect(redirect.headers['cache-control']).toBe('public, max-age=300');
    await expectCard(await get(after));
    // A stale ETag is no shortcut either: the old URL still redirects.
    const hash = /-([0-9a-f]{16})\.png$/.exec(before)?.[1];
    expect((await get(before, { 'if-none-match': `"${hash}"` })).statusCode).toBe(302);
  });

  it('changes with the language, the platform and the author, and with the author’s photo', async () => {
    const { row, snippet, url } = await snippetWithCard({
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ampscript',
    });
    const urls = new Set([
      url,
      snippetCardUrl({ ...snippet, codeLanguage: 'ssjs' }),
      snippetCardUrl({ ...snippet, platform: 'crm' }),
      snippetCardUrl({ ...snippet, author: { ...snippet.author, username: 'someone_else' } }),
    ]);
    expect(urls.size).toBe(4);
    const photo = await processAvatar(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b4236c' } })
        .png()
        .toBuffer(),
    );
    await avatarsRepository(t.db).replace(row.authorId, photo);
    const { snippet: withPhoto } = snippetResponseSchema.parse(
      (await get(`/api/snippets/${row.slug}`)).json(),
    );
    const photoUrl = withPhoto.cardImage;
    expect(urls.has(photoUrl)).toBe(false);
    await expectCard(await get(photoUrl));
    expect((await get(url)).statusCode).toBe(302);
  });

  it.each([
    ['the longest title', 'W'.repeat(SNIPPET_LIMITS.titleMax)],
    [
      'a title of long words',
      'Send a Triggered Send via WSProxy and then '.repeat(3).slice(0, SNIPPET_LIMITS.titleMax),
    ],
    ['emoji', '🚀 Deploy 👩‍💻 with ✅ checks 🇫🇷'],
    ['non-Latin text', 'Привет мир · Ελληνικά · 日本語のタイトル · العربية · हिन्दी'],
    ['CJK only', '日本語のタイトル'],
    ['markup and entities', '<script>alert(1)</script> &amp; "quotes" \' ]]> <![CDATA[x]]> {{x}} ${x}'],
    ['combining marks and zero-width characters', 'Z̷̢͉a̸l̵g̶o\u200b\u200d\u2060\ufeff text'],
  ])('draws a card for %s', async (_case, title) => {
    const { url } = await snippetWithCard({ title });
    await expectCard(await get(url));
  });

  it.each([
    '/media/og/snippets/no-such-snippet-0123456789abcdef.png',
    '/media/og/snippets/nohash.png',
    '/media/og/snippets/some-slug-0123456789ABCDEF.png',
    '/media/og/snippets/some-slug-0123456789abcdef.jpg',
    '/media/og/snippets/some-slug-0123456789abcde.png',
    '/media/og/snippets/-0123456789abcdef.png',
    '/media/og/snippets/..%2F..%2Fetc%2Fpasswd-0123456789abcdef.png',
    `/media/og/snippets/${'a'.repeat(300)}-0123456789abcdef.png`,
    '/media/og/snippets/',
  ])('is 404 for %s', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('is 404 once the snippet is deleted', async () => {
    const { row, url } = await snippetWithCard();
    await expectCard(await get(url));
    await snippetsRepository(t.db).delete(row.id);
    expect((await get(url)).statusCode).toBe(404);
    expect(await t.app.snippetCardsRepository.storedHash(row.id)).toBeNull();
  });
});

describe('the snippet page and its card', () => {
  it('names the card in og:image, with its size and alt, and a large Twitter card', async () => {
    const site = 'https://snippets.example.com';
    const rendered = await buildTestApp({ publicUrl: site }, { renderPages: true });
    try {
      const author = await buildUser(rendered.db, { username: 'card_page_author' });
      const row = await buildSnippet(rendered.db, author.id, {
        title: 'Escape <b>me</b> & "friends"',
        platform: 'sfmc',
        category: 'scripting',
        codeLanguage: 'ssjs',
      });
      const page = await rendered.app.inject({
        method: 'GET',
        url: `/snippets/${row.slug}`,
        headers: { accept: 'text/html' },
      });
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      const meta = (property: string) =>
        [...head.matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`, 'g'))].map(
          (match) => match[1],
        );
      const [image] = meta('og:image');
      expect(meta('og:image')).toHaveLength(1);
      expect(image).toMatch(new RegExp(`^${site}/media/og/snippets/${row.slug}-[0-9a-f]{16}\\.png$`));
      expect(meta('og:image:width')).toEqual(['1200']);
      expect(meta('og:image:height')).toEqual(['630']);
      expect(meta('og:image:alt')).toEqual([
        'Escape &lt;b&gt;me&lt;/b&gt; &amp; &quot;friends&quot; — SSJS snippet for Marketing Cloud by card_page_author on Cloud Snippets',
      ]);
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
      const card = await rendered.app.inject({ method: 'GET', url: image!.slice(site.length) });
      await expectCard(card);
    } finally {
      await rendered.close();
    }
  });
});
