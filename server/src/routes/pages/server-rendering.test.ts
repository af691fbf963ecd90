import { snippetMetaDescription } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComment,
  buildSnippet,
  buildSnippetWithIdAsAnotherSlug,
  buildUser,
} from '../../../test/factories.js';
import { bumpContentVersion } from '../../db/content-version.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

const SITE = 'https://snippets.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE }, { renderPages: true });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The JSON the browser hydrates from. */
function payloadOf(html: string) {
  const json = /<script id="page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its state').toBeDefined();
  return JSON.parse(json!) as {
    queries: { queries: { queryKey: unknown[] }[] };
    routeError: { status: number } | null;
    siteUrl: string;
  };
}

describe('server-rendered pages', () => {
  it('a snippet page carries its title, meta, JSON-LD, highlighted code and first comments', async () => {
    const author = await buildUser(t.db, { username: 'render_author' });
    const description = `Uses <script>alert("x")</script> & "quotes" to prove escaping. ${'More words. '.repeat(20)}`;
    const snippet = await buildSnippet(t.db, author.id, {
      title: 'Escape <b>me</b> & "friends"',
      description,
      code: 'public class Foo {\n  Integer x = 1;\n}\n',
      codeLanguage: 'apex',
      platform: 'crm',
      category: 'apex',
      tags: ['triggers'],
    });
    await buildComment(t.db, {
      snippetId: snippet.id,
      authorId: author.id,
      content: 'A first **comment** on it <script>alert(1)</script>\n\n```\nInteger y = 2;\n```',
    });
    const response = await page(`/snippets/${snippet.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Escape &lt;b&gt;me&lt;/b&gt; &amp; &quot;friends&quot; – Cloud Snippets</title>',
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/snippets/${snippet.slug}"/>`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    const content = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(
      content
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ).toBe(snippetMetaDescription(description));
    expect(html).not.toContain('<script>alert');
    // JSON-LD: the code and a breadcrumb trail.
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; programmingLanguage?: string },
    );
    expect(jsonLd.map((item) => item['@type'])).toEqual(['SoftwareSourceCode', 'BreadcrumbList']);
    expect(jsonLd[0]!.programmingLanguage).toBe('Apex');
    // The code is highlighted in the HTML; the comment is there too.
    expect(html).toMatch(/<span class="tok-keyword">public<\/span>/);
    // Its Markdown rendered by the server, typed HTML shown as text, its fenced code highlighted as Apex.
    expect(html).toContain('A first <strong>comment</strong> on it &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<span class="tok-type">Integer<\/span> y/);
    const payload = payloadOf(html);
    expect(payload.siteUrl).toBe(SITE);
    expect(payload.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['snippets', 'comments', 'highlight', 'comment-html']),
    );
  });

  it('reuses a rendered page after a write elsewhere, and renders it again once its own data changed', async () => {
    const author = await buildUser(t.db, { username: 'reuse_author' });
    const other = await buildUser(t.db, { username: 'reuse_other' });
    const snippet = await buildSnippet(t.db, author.id, { title: 'Reused while nothing it shows changes' });
    const url = `/snippets/${snippet.slug}`;
    const first = await page(url);
    expect(first.headers['x-page-cache']).toBe('miss');

    await buildSnippet(t.db, other.id, { title: 'A snippet somewhere else' });
    await bumpContentVersion(t.db);
    const second = await page(url);
    expect(second.headers['x-page-cache']).toBe('revalidated');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    await buildComment(t.db, {
      snippetId: snippet.id,
      authorId: other.id,
      content: 'A comment that changes it',
    });
    await bumpContentVersion(t.db);
    const third = await page(url);
    expect(third.headers['x-page-cache']).toBe('miss');
    expect(third.body).toContain('A comment that changes it');
  });

  it('answers 301 from a snippet id URL to its slug URL, even when another snippet has that id as slug', async () => {
    const author = await buildUser(t.db);
    const { real, impostor } = await buildSnippetWithIdAsAnotherSlug(t.db, author.id);
    for (const path of [real.id, real.id.toUpperCase()]) {
      const response = await page(`/snippets/${path}`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/snippets/${real.slug}`);
    }
    // A slug that is another snippet's id names that snippet (ids win); its own id leads there too, without a loop.
    const impostorPage = await page(`/snippets/${impostor.id}`);
    expect(impostorPage.statusCode).toBe(301);
    expect(impostorPage.headers.location).toBe(`/snippets/${real.id}`);
  });

  it('answers 404 with the 404 page and noindex for an unknown snippet, member or path', async () => {
    const pages: [url: string, heading: string][] = [
      ['/snippets/no-such-snippet', 'Snippet not found'],
      ['/users/no_such_member', 'Page Not Found'],
      ['/no/such/page', 'Page Not Found'],
      ['/404', 'Page Not Found'],
    ];
    for (const [url, heading] of pages) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // The browser hydrates the same 404 view.
      expect(payloadOf(response.body).routeError).toEqual({ status: 404 });
    }
  });

  it('renders an unlisted snippet for whoever has its link, noindex; a private one is a 404 page', async () => {
    const author = await buildUser(t.db, { username: 'render_visibility' });
    const unlisted = await buildSnippet(t.db, author.id, {
      title: 'Shared by link only',
      visibility: 'unlisted',
    });
    const response = await page(`/snippets/${unlisted.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Shared by link only<\/h1>/);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    expect(response.body).not.toContain('rel="canonical"');

    const hidden = await buildSnippet(t.db, author.id, { title: 'For my eyes only', visibility: 'private' });
    for (const url of [`/snippets/${hidden.slug}`, `/snippets/${hidden.slug}/revisions`]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('For my eyes only');
      expect(missing.body).toMatch(/<h1[^>]*>Snippet not found<\/h1>/);
    }
    // The profile lists neither.
    const profile = await page('/users/render_visibility');
    expect(profile.body).not.toContain('Shared by link only');
    expect(profile.body).not.toContain('For my eyes only');
  });

  it('renders a profile with ProfilePage JSON-LD, and member-only pages as a noindex shell', async () => {
    const member = await buildUser(t.db, { username: 'profile_render', bio: 'Apex by day' });
    await buildSnippet(t.db, member.id, { title: 'A snippet on the profile' });
    const profile = await page('/users/profile_render');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('"@type":"ProfilePage"');
    expect(profile.body).toContain('A snippet on the profile');
    expect(profile.body).toContain('<meta name="description" content="Apex by day"/>');
    for (const url of ['/snippets/create', '/profile', '/saved-snippets']) {
      const shell = await page(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('renders home, browse with its filters, and the site pages with their content', async () => {
    const author = await buildUser(t.db);
    await buildSnippet(t.db, author.id, { title: 'Browse me by tag', tags: ['render-tag'] });
    const browse = await page('/snippets?tag=render-tag');
    expect(browse.statusCode).toBe(200);
    expect(browse.body).toContain('Browse me by tag');
    expect(browse.body).toContain('#render-tag');
    const home = await page('/');
    expect(home.body).toContain('Featured snippets');
    for (const url of ['/community', '/resources', '/terms', '/privacy', '/contact', '/login', '/register']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/<h1[^>]*>/);
    }
  });

  it('announces the platform feed on the browse page and the comment feed on a public snippet page', async () => {
    const browse = await page('/snippets?platform=sfmc');
    expect(browse.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Marketing Cloud snippets" href="${SITE}/feeds/platforms/sfmc.xml"/>`,
    );
    const author = await buildUser(t.db, { username: 'feed_link_author' });
    const snippet = await buildSnippet(t.db, author.id, { title: 'Feed link snippet' });
    const detail = await page(`/snippets/${snippet.slug}`);
    expect(detail.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Comments on Feed link snippet" href="${SITE}/feeds/snippets/${snippet.slug}/comments.xml"/>`,
    );
  });

  it("names the site's own social card on home, browse and a profile, which have none of their own", async () => {
    await buildUser(t.db, { username: 'card_less_member' });
    for (const url of ['/', '/snippets', '/users/card_less_member']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(`<meta property="og:image" content="${SITE}/social-card.png"/>`);
      expect(html, url).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
  });

  it('gives the home page a WebSite with a SearchAction in JSON-LD', async () => {
    const html = (await page('/')).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(blocks).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${SITE}/`,
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({ urlTemplate: `${SITE}/snippets?search={search_term_string}` }),
        }),
      }),
    );
  });
});
