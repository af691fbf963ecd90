import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { collectionsRepository } from '../../repositories/collections/collections.repository.js';

const SITE = 'https://snippets.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE }, { renderPages: true });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The page's JSON-LD objects. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('a collection’s server-rendered page (decision 075)', () => {
  it('carries its title, description, feed and an ItemList of the snippets others may see, in order', async () => {
    const owner = await buildUser(t.db, { username: 'page_collector' });
    const collections = collectionsRepository(t.db);
    const id = (await collections.create(owner.id, {
      title: 'Apex trigger patterns',
      description: 'One trigger per object, and the handlers behind it.',
      visibility: 'public',
    }))!;
    const titles = ['Handler base class', 'Recursion guard', 'Made private later'];
    const snippets = [];
    for (const title of titles) snippets.push(await buildSnippet(t.db, owner.id, { title }));
    for (const snippet of [snippets[1]!, snippets[0]!, snippets[2]!])
      await collections.addItem(id, snippet.id);
    await t.db.execute(sql`update snippets set visibility = 'private' where id = ${snippets[2]!.id}::uuid`);

    const response = await page('/users/page_collector/collections/apex-trigger-patterns');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Apex trigger patterns – a collection by page_collector – Cloud Snippets</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="One trigger per object, and the handlers behind it."/>',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${SITE}/users/page_collector/collections/apex-trigger-patterns"/>`,
    );
    expect(html).toContain(`${SITE}/feeds/users/page_collector/collections/apex-trigger-patterns.xml`);
    expect(html).toMatch(/<h1[^>]*>Apex trigger patterns<\/h1>/);
    expect(html).not.toContain('Made private later');
    const list = structuredData(html).find((data) => data['@type'] === 'ItemList');
    expect(list).toMatchObject({
      name: 'Apex trigger patterns',
      numberOfItems: 2,
      itemListElement: [
        { position: 1, name: 'Recursion guard', url: `${SITE}/snippets/${snippets[1]!.slug}` },
        { position: 2, name: 'Handler base class', url: `${SITE}/snippets/${snippets[0]!.slug}` },
      ],
    });

    // The owner's profile lists it.
    expect((await page('/users/page_collector')).body).toContain('Apex trigger patterns');
  });

  it('is a noindex page when unlisted and the 404 page when private', async () => {
    const owner = await buildUser(t.db, { username: 'page_private' });
    const collections = collectionsRepository(t.db);
    const unlistedId = (await collections.create(owner.id, {
      title: 'By link',
      description: '',
      visibility: 'unlisted',
    }))!;
    const unlisted = (await collections.byId(unlistedId))!;
    await collections.create(owner.id, { title: 'Drafts', description: '', visibility: 'private' });
    const shared = await page(`/users/page_private/collections/${unlisted.slug}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('<meta name="robots" content="noindex"/>');
    const missing = await page('/users/page_private/collections/drafts');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('Drafts');
    expect((await page('/users/page_private')).body).not.toContain('By link');
  });
});
