import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { seedIfEmpty } from '../../seed/index.js';

const SITE = 'https://snippets.example.com';
/** Google's and Bing's crawlers read `*` and `$` the same way; robots-parser implements those rules. */
const CRAWLERS = ['Googlebot', 'Bingbot'];

let t: TestApp;
let robots: ReturnType<typeof robotsParser>;
/** Every URL sitemap.xml lists: the demo community's snippets and profiles, and the snippets added below. */
let sitemapUrls: string[];
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE });
  await seedIfEmpty(t.db, t.config, t.app.passwords);
  // Slugs and usernames that start like a member-only page, beside the seed's own ("create-an-html-email-…").
  const profile = await buildUser(t.db, { username: 'profile' });
  for (const title of [
    'Profile Card LWC',
    'Edit Form Helper',
    'Saved Snippets Export',
    'Snippets Create Flow',
  ]) {
    await buildSnippet(t.db, profile.id, { title });
  }
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  robots = robotsParser(`${SITE}/robots.txt`, response.body);
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  sitemapUrls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const isAllowed = (path: string) => CRAWLERS.map((crawler) => robots.isAllowed(`${SITE}${path}`, crawler));

describe('robots.txt', () => {
  it('lets crawlers reach every URL of the sitemap, slugs that start like a member-only page included', () => {
    const snippetUrls = sitemapUrls.filter((url) => url.startsWith(`${SITE}/snippets/`));
    expect(snippetUrls.length).toBeGreaterThan(100);
    for (const slug of [
      'create-an-html-email-asset-in-content-builder-from-node-js',
      'create-an-account-with-contacts-in-one-composite-api-request',
      'custom-save-logic-in-lightning-record-edit-form',
      'profile-card-lwc',
      'edit-form-helper',
      'saved-snippets-export',
      'snippets-create-flow',
    ]) {
      expect(snippetUrls).toContain(`${SITE}/snippets/${slug}`);
    }
    expect(sitemapUrls).toContain(`${SITE}/users/profile`);
    const blocked = sitemapUrls.filter((url) => CRAWLERS.some((crawler) => !robots.isAllowed(url, crawler)));
    expect(blocked).toEqual([]);
  });

  it('keeps crawlers out of exactly the member-only pages and the API, the API documentation aside', () => {
    const slug = 'create-an-html-email-asset-in-content-builder-from-node-js';
    for (const path of [
      '/snippets/create',
      `/snippets/${slug}/edit`,
      '/snippets/0b0f6a54-52f4-4c8e-9d4c-3a1f2f0e6b7d/edit',
      '/profile',
      '/saved-snippets',
      '/notifications',
      '/admin/reports',
      '/admin/log',
      '/api/snippets',
      '/api/users/profile/savedSnippets',
      '/api/auth/profile',
    ]) {
      expect({ path, allowed: isAllowed(path) }).toEqual({ path, allowed: [false, false] });
    }
    for (const path of [
      '/',
      '/snippets?platform=sfmc&page=2',
      '/snippets/create-flow',
      `/snippets/${slug}`,
      '/snippets/edit',
      '/users/profile',
      '/user/profile',
      '/profile-tips',
      '/saved-snippets-guide',
      '/notifications-explained',
      '/administrator',
      '/login',
      '/register',
      '/community',
      '/api/docs',
      '/api/docs/json',
      '/media/avatars/0000.webp',
    ]) {
      expect({ path, allowed: isAllowed(path) }).toEqual({ path, allowed: [true, true] });
    }
  });

  it('names the sitemap', () => {
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });
});
