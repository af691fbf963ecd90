import { feedPaths } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { collectionsRepository } from '../../repositories/collections/collections.repository.js';

const SITE = 'https://snippets.example.com';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
const slugs: Record<'open' | 'unlisted' | 'closed', string> = { open: '', unlisted: '', closed: '' };
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE });
  owner = await buildUser(t.db, { username: 'collector' });
  const collections = collectionsRepository(t.db);
  const first = await buildSnippet(t.db, owner.id, { title: 'First added' });
  const second = await buildSnippet(t.db, owner.id, { title: 'Second added' });
  const goesPrivate = await buildSnippet(t.db, owner.id, { title: 'Goes private' });
  for (const visibility of ['public', 'unlisted', 'private'] as const) {
    const id = await collections.create(owner.id, {
      title: `Kit ${visibility}`,
      description: '',
      visibility,
    });
    const row = await collections.byId(id!);
    slugs[visibility === 'public' ? 'open' : visibility === 'unlisted' ? 'unlisted' : 'closed'] = row!.slug;
    for (const snippet of [first, goesPrivate, second]) await collections.addItem(id!, snippet.id);
  }
  await t.db.execute(sql`update collection_items set added_at = added_at + interval '1 minute'
    where snippet_id = ${second.id}::uuid`);
  await t.db.execute(sql`update snippets set visibility = 'private' where id = ${goesPrivate.id}::uuid`);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a collection’s Atom feed (decision 075)', () => {
  it('lists its public snippets, the newest added first, linking the collection’s page', async () => {
    const response = await get(feedPaths.collection('collector', slugs.open));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const titles = [
      ...response.body.matchAll(/<entry>[\s\S]*?<title type="text"><!\[CDATA\[(.*?)\]\]>/g),
    ].map((match) => match[1]);
    expect(titles).toEqual(['Second added', 'First added']);
    expect(response.body).toContain(`${SITE}/users/collector/collections/${slugs.open}`);
  });

  it('is a 404 for an unlisted, private or unknown collection', async () => {
    for (const slug of [slugs.unlisted, slugs.closed, 'no-such-kit'])
      expect((await get(feedPaths.collection('collector', slug))).statusCode).toBe(404);
    expect((await get(`/feeds/users/collector/collections/${slugs.open}`)).statusCode).toBe(404);
  });
});

describe('a collection’s embed', () => {
  it('is a document any site may frame, listing the public snippets in order', async () => {
    const response = await get(`/embed/collections/collector/${slugs.open}?theme=dark`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.body).toContain('class="cs-dark"');
    const titles = [...response.body.matchAll(/<li><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);
    expect(titles).toEqual(['First added', 'Second added']);
  });

  it('embeds an unlisted collection by its address, never a private one', async () => {
    expect((await get(`/embed/collections/collector/${slugs.unlisted}`)).statusCode).toBe(200);
    expect((await get(`/embed/collections/collector/${slugs.closed}`)).statusCode).toBe(404);
  });
});

describe('the sitemap’s collections', () => {
  it('lists public collections that hold a snippet, never unlisted or private ones', async () => {
    const empty = await collectionsRepository(t.db).create(owner.id, {
      title: 'Nothing yet',
      description: '',
      visibility: 'public',
    });
    expect(empty).not.toBeNull();
    const xml = (await get('/sitemap.xml')).body;
    const collections = [...xml.matchAll(/<loc>([^<]*\/collections\/[^<]*)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(collections).toEqual([`${SITE}/users/collector/collections/${slugs.open}`]);
  });
});
