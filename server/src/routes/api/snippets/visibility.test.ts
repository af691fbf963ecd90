import {
  SNIPPET,
  SNIPPET_VALIDATION,
  snippetDetailSchema,
  snippetListResponseSchema,
  type SnippetDetail,
  type Visibility,
} from '@cloud-snippets/contract';
import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';
import { SECRET_SUFFIX_CHARS } from '../../../repositories/snippets/slug.js';

/**
 * Visibility (decision 042): every read path against every visibility with every kind of reader. Public and unlisted snippets are
 * read by anyone who names them; a private one by its author only — a 404 to everyone else, admins included. Lists,
 * searches, counts, profiles, feeds and the sitemap hold public snippets only.
 */
let t: TestApp;
const tokens = {} as Record<'owner' | 'member' | 'admin', string>;
let ownerName = '';
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildSignedInUser(t);
  ownerName = owner.user.username;
  tokens.owner = owner.token;
  tokens.member = (await buildSignedInUser(t)).token;
  tokens.admin = (await buildSignedInUser(t, { role: 'admin' })).token;
});
afterAll(async () => {
  await t.close();
});

type Viewer = 'guest' | keyof typeof tokens;
const VIEWERS: Viewer[] = ['guest', 'member', 'owner', 'admin'];
const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private'];
const canRead = (visibility: Visibility, viewer: Viewer) => visibility !== 'private' || viewer === 'owner';

const as = (viewer: Viewer, options: InjectOptions) =>
  viewer === 'guest' ? t.app.inject(options) : t.injectAs(tokens[viewer], options);

/** A snippet the owner posts through the API, edited once so that it has revisions. */
async function post(visibility: Visibility, overrides: Record<string, unknown> = {}, token = tokens.owner) {
  const input = validSnippetInput({ visibility, ...overrides });
  const created = await t.injectAs(token, { method: 'POST', url: '/api/snippets', payload: input });
  expect(created.statusCode).toBe(201);
  const { _id } = snippetDetailSchema.parse(body(created).snippet);
  const edited = await t.injectAs(token, {
    method: 'PUT',
    url: `/api/snippets/${_id}`,
    payload: { ...input, code: `${input.code as string}// edited\n` },
  });
  expect(edited.statusCode).toBe(200);
  return snippetDetailSchema.parse(body(edited).snippet);
}

const setVisibility = async (snippet: SnippetDetail, visibility: Visibility) => {
  const { title, description, platform, category, codeLanguage, code, tags } = snippet;
  const response = await t.injectAs(tokens.owner, {
    method: 'PUT',
    url: `/api/snippets/${snippet._id}`,
    payload: { title, description, platform, category, codeLanguage, code, tags, visibility },
  });
  expect(response.statusCode).toBe(200);
  return snippetDetailSchema.parse(body(response).snippet);
};

describe('one snippet, read by its address', () => {
  const snippets = {} as Record<Visibility, SnippetDetail>;
  beforeAll(async () => {
    for (const visibility of VISIBILITIES) snippets[visibility] = await post(visibility);
  });

  const reads: [string, (s: SnippetDetail) => InjectOptions, number][] = [
    ['the API detail by slug', (s) => ({ method: 'GET', url: `/api/snippets/${s.slug}` }), 200],
    ['the API detail by id', (s) => ({ method: 'GET', url: `/api/snippets/${s._id}` }), 200],
    ['its revisions', (s) => ({ method: 'GET', url: `/api/snippets/${s.slug}/revisions` }), 200],
    ['a revision', (s) => ({ method: 'GET', url: `/api/snippets/${s.slug}/revisions/1` }), 200],
    ['its comments', (s) => ({ method: 'GET', url: `/api/comments/snippet/${s._id}` }), 200],
    ['its forks', (s) => ({ method: 'GET', url: `/api/snippets/${s.slug}/forks` }), 200],
    ['the raw text', (s) => ({ method: 'GET', url: `/snippets/${s.slug}/raw` }), 200],
    ['a revision’s raw text', (s) => ({ method: 'GET', url: `/snippets/${s.slug}/raw?rev=1` }), 200],
    ['the raw file by name', (s) => ({ method: 'GET', url: `/snippets/${s.slug}/raw/${s.slug}.cls` }), 200],
    ['the zip', (s) => ({ method: 'GET', url: `/snippets/${s.slug}/download` }), 200],
    ['a view', (s) => ({ method: 'POST', url: `/api/snippets/${s._id}/view` }), 200],
  ];
  const memberWrites: [string, (s: SnippetDetail) => InjectOptions, number][] = [
    ['a like', (s) => ({ method: 'POST', url: `/api/snippets/${s._id}/like` }), 200],
    ['a save', (s) => ({ method: 'POST', url: `/api/snippets/${s._id}/save` }), 200],
    [
      'a comment',
      (s) => ({ method: 'POST', url: '/api/comments', payload: { snippetId: s._id, content: 'Nice one' } }),
      201,
    ],
  ];

  for (const visibility of VISIBILITIES) {
    for (const viewer of VIEWERS) {
      const expected = (ok: number) => (canRead(visibility, viewer) ? ok : 404);
      it(`${visibility}, read by ${viewer === 'owner' ? 'its author' : `a ${viewer}`}`, async () => {
        const snippet = snippets[visibility];
        const paths = viewer === 'guest' ? reads : [...reads, ...memberWrites];
        for (const [name, request, ok] of paths) {
          const response = await as(viewer, request(snippet));
          expect(response.statusCode, name).toBe(expected(ok));
        }
        // Pages of other sites (an embed, an unfurl, a social card) ask with no one's session: never private.
        const thirdParty: [string, string][] = [
          ['the embed script', `/embed/${snippet.slug}.js`],
          [
            'the oEmbed answer',
            `/api/oembed?url=${encodeURIComponent(`${t.config.publicUrl}/snippets/${snippet.slug}`)}`,
          ],
          ['the social card', snippet.cardImage],
        ];
        for (const [name, url] of thirdParty) {
          const response = await as(viewer, { method: 'GET', url });
          // The embed needs the web app's build, which an API-only test app has not: 404 either way there.
          if (name === 'the embed script' && response.statusCode === 404 && visibility !== 'private')
            continue;
          expect(response.statusCode, name).toBe(visibility === 'private' ? 404 : 200);
        }
      });
    }
  }

  it('keeps a private snippet’s text out of shared caches, and an unlisted one out of search engines', async () => {
    const privateRaw = await as('owner', { method: 'GET', url: `/snippets/${snippets.private.slug}/raw` });
    expect(privateRaw.headers['cache-control']).toBe('private, no-store');
    const privateZip = await as('owner', {
      method: 'GET',
      url: `/snippets/${snippets.private.slug}/download`,
    });
    expect(privateZip.headers['cache-control']).toBe('private, no-store');
    const unlistedRaw = await as('guest', { method: 'GET', url: `/snippets/${snippets.unlisted.slug}/raw` });
    expect(unlistedRaw.headers['x-robots-tag']).toBe('noindex');
    expect(unlistedRaw.headers['cache-control']).toBe('public, max-age=60');
  });

  it('lets no one but the author change a private snippet, and tells others it does not exist', async () => {
    const { _id, title, description, platform, category, codeLanguage, code } = snippets.private;
    const payload = { title, description, platform, category, codeLanguage, code };
    for (const viewer of ['member', 'admin'] as const) {
      const put = await as(viewer, { method: 'PUT', url: `/api/snippets/${_id}`, payload });
      expect(put.statusCode).toBe(404);
      const restore = await as(viewer, { method: 'POST', url: `/api/snippets/${_id}/revisions/1/restore` });
      expect(restore.statusCode).toBe(404);
      const remove = await as(viewer, { method: 'DELETE', url: `/api/snippets/${_id}` });
      expect(remove.statusCode).toBe(404);
    }
    const feature = await as('admin', {
      method: 'PUT',
      url: `/api/snippets/${_id}/featured`,
      payload: { featured: true },
    });
    expect(feature.statusCode).toBe(404);
    // Another's public snippet: still a 403 (it exists), as before.
    const other = await as('member', { method: 'PUT', url: `/api/snippets/${snippets.public._id}`, payload });
    expect(other.statusCode).toBe(403);
  });
});

describe('lists, searches and counts', () => {
  const word = () => `vis${randomBytes(5).toString('hex')}`;

  it('hold public snippets only, for every reader; the author’s own list holds all of theirs', async () => {
    const tag = word();
    const titleWord = word();
    const posted = {} as Record<Visibility, SnippetDetail>;
    for (const visibility of VISIBILITIES)
      posted[visibility] = await post(visibility, {
        tags: [tag],
        title: `Visibility ${titleWord} ${visibility}`,
      });

    for (const viewer of VIEWERS) {
      for (const query of [`tag=${tag}`, `search=${titleWord}`, `search=${titleWord}&sort=newest`]) {
        const response = await as(viewer, { method: 'GET', url: `/api/snippets?${query}` });
        const list = snippetListResponseSchema.parse(body(response));
        expect(
          list.snippets.map((card) => card._id),
          `${viewer}: ${query}`,
        ).toEqual([posted.public._id]);
        expect(list.totalSnippets, `${viewer}: ${query}`).toBe(1);
      }
      if (viewer === 'owner') continue;
      const profile = snippetListResponseSchema.parse(
        body(await as(viewer, { method: 'GET', url: `/api/users/${ownerName}/snippets?limit=50` })),
      );
      expect(profile.snippets.map((card) => card.visibility)).not.toContain('unlisted');
      expect(profile.snippets.map((card) => card.visibility)).not.toContain('private');
      const theirs = snippetListResponseSchema.parse(
        body(await as(viewer, { method: 'GET', url: `/api/snippets?author=${ownerName}&tag=${tag}` })),
      );
      expect(theirs.snippets.map((card) => card._id)).toEqual([posted.public._id]);
    }

    // The owner's profile list and My Snippets (author=<their username>, any case) hold all of theirs, marked.
    const expected = [
      [posted.private._id, 'private'],
      [posted.unlisted._id, 'unlisted'],
      [posted.public._id, 'public'],
    ];
    const ownProfile = snippetListResponseSchema.parse(
      body(await as('owner', { method: 'GET', url: `/api/users/${ownerName}/snippets?limit=50` })),
    );
    expect(
      ownProfile.snippets
        .filter((card) => card.tags.includes(tag))
        .map((card) => [card._id, card.visibility]),
    ).toEqual(expected);
    expect(ownProfile.totalSnippets).toBe(ownProfile.snippets.length);
    const myByName = snippetListResponseSchema.parse(
      body(
        await as('owner', {
          method: 'GET',
          url: `/api/snippets?author=${ownerName.toUpperCase()}&tag=${tag}`,
        }),
      ),
    );
    expect(myByName.snippets.map((card) => [card._id, card.visibility])).toEqual(expected);
    expect(myByName.totalSnippets).toBe(3);

    const mine = snippetListResponseSchema.parse(
      body(await as('owner', { method: 'GET', url: `/api/snippets?author=me&tag=${tag}` })),
    );
    expect(mine.snippets.map((card) => [card._id, card.visibility])).toEqual([
      [posted.private._id, 'private'],
      [posted.unlisted._id, 'unlisted'],
      [posted.public._id, 'public'],
    ]);
    expect(mine.totalSnippets).toBe(3);

    const tags = body<{ tags: { tag: string; count: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/snippets/tags/popular?limit=50' }),
    ).tags;
    expect(tags.find((entry) => entry.tag === tag)?.count).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('counts a member’s public snippets only in their stats, profile and the top contributors', async () => {
    const loner = await buildSignedInUser(t);
    await post('private', {}, loner.token);
    await post('unlisted', {}, loner.token);
    const profile = body<{ user: { stats: { totalSnippets: number } } }>(
      await t.app.inject({ method: 'GET', url: `/api/users/${loner.user.username}` }),
    );
    expect(profile.user.stats.totalSnippets).toBe(0);
    const top = body<{ users?: { username: string }[]; contributors?: { username: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/users/top-contributors?limit=50' }),
    );
    expect(JSON.stringify(top)).not.toContain(loner.user.username);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).not.toContain(loner.user.username);
  });

  it('moves every count when a snippet changes visibility, and gives an unlisted one an unguessable address', async () => {
    const tag = word();
    const snippet = await post('public', { tags: [tag] });
    const tagCount = async () =>
      body<{ tags: { tag: string; count: number }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/snippets/tags/popular?limit=50' }),
      ).tags.find((entry) => entry.tag === tag)?.count ?? 0;
    const total = async () =>
      snippetListResponseSchema.parse(body(await t.app.inject({ method: 'GET', url: '/api/snippets' })))
        .totalSnippets;
    const before = await total();
    expect(await tagCount()).toBe(1);

    const unlisted = await setVisibility(snippet, 'unlisted');
    expect(unlisted.slug).toMatch(new RegExp(`-[0-9a-f]{${SECRET_SUFFIX_CHARS}}$`));
    expect(unlisted.slug.startsWith(snippet.slug.slice(0, 20))).toBe(true);
    // The old address leads to the new one (decision 068), not to the old address's own page.
    const byOld = await t.app.inject({ method: 'GET', url: `/api/snippets/${snippet.slug}` });
    expect(snippetDetailSchema.parse(body(byOld).snippet).slug).toBe(unlisted.slug);
    expect((await t.app.inject({ method: 'GET', url: `/api/snippets/${unlisted.slug}` })).statusCode).toBe(
      200,
    );
    expect(await tagCount()).toBe(0);
    expect(await total()).toBe(before - 1);

    const hidden = await setVisibility(unlisted, 'private');
    expect(hidden.slug).toBe(unlisted.slug);
    const back = await setVisibility(hidden, 'public');
    // Public again keeps the address it had: its link may have been shared meanwhile.
    expect(back.slug).toBe(unlisted.slug);
    expect(await tagCount()).toBe(1);
    expect(await total()).toBe(before);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('creates an unlisted snippet at an unguessable address, and an edit without a visibility keeps it', async () => {
    const snippet = await post('unlisted', { title: 'Unlisted from the start' });
    expect(snippet.slug).toMatch(new RegExp(`^unlisted-from-the-start-[0-9a-f]{${SECRET_SUFFIX_CHARS}}$`));
    expect(snippet.visibility).toBe('unlisted');
  });

  it('refuses a visibility it does not know, storing nothing', async () => {
    const response = await t.injectAs(tokens.owner, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput({ visibility: 'secret' }),
    });
    expect(response.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(response).errors).toContainEqual({
      field: 'visibility',
      error: SNIPPET_VALIDATION.visibilityInvalid,
    });
  });

  it('leaves featured and popular lists to public snippets', async () => {
    const snippet = await post('unlisted');
    const feature = await as('admin', {
      method: 'PUT',
      url: `/api/snippets/${snippet._id}/featured`,
      payload: { featured: true },
    });
    expect(feature.statusCode).toBe(200);
    for (const url of ['/api/snippets/featured?limit=50', '/api/snippets/popular?limit=50']) {
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain(snippet._id);
    }
  });
});

describe('forks and saves', () => {
  it('forks an unlisted snippet as unlisted, refuses a private one, and counts public forks only', async () => {
    const unlisted = await post('unlisted');
    const copy = await as('member', { method: 'POST', url: `/api/snippets/${unlisted.slug}/fork` });
    expect(copy.statusCode).toBe(201);
    const fork = snippetDetailSchema.parse(body(copy).snippet);
    expect(fork.visibility).toBe('unlisted');
    // Its reader had the original's link: the fork names it to them.
    expect(fork.forkedFrom?.slug).toBe(unlisted.slug);
    // Another reader of the fork is not told the unlisted original's address.
    const seen = snippetDetailSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/snippets/${fork.slug}` })).snippet,
    );
    expect(seen.forkedFrom).toBeNull();
    expect(seen.forkedFromHidden).toBe(true);

    const secret = await post('private');
    const byOwner = await as('owner', { method: 'POST', url: `/api/snippets/${secret.slug}/fork` });
    expect(byOwner.statusCode).toBe(409);
    expect(body(byOwner).message).toBe(SNIPPET.privateNotForkable);
    expect(
      (await as('member', { method: 'POST', url: `/api/snippets/${secret.slug}/fork` })).statusCode,
    ).toBe(404);

    const original = await post('public');
    const forkOf = async () =>
      snippetDetailSchema.parse(
        body(await as('member', { method: 'POST', url: `/api/snippets/${original.slug}/fork` })).snippet,
      );
    const shown = await forkOf();
    const tucked = await forkOf();
    const { title, description, platform, category, codeLanguage, code, tags } = tucked;
    const hide = await as('member', {
      method: 'PUT',
      url: `/api/snippets/${tucked._id}`,
      payload: { title, description, platform, category, codeLanguage, code, tags, visibility: 'private' },
    });
    expect(hide.statusCode).toBe(200);
    const forks = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/snippets/${original.slug}/forks` })),
    );
    expect(forks.snippets.map((card) => card._id)).toEqual([shown._id]);
    expect(forks.totalSnippets).toBe(1);
    expect(
      snippetDetailSchema.parse(
        body(await t.app.inject({ method: 'GET', url: `/api/snippets/${original.slug}` })).snippet,
      ).forkCount,
    ).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('drops a snippet made private from other members’ saved lists, and brings it back when public', async () => {
    const snippet = await post('public');
    expect(
      (await as('member', { method: 'POST', url: `/api/snippets/${snippet._id}/save` })).statusCode,
    ).toBe(200);
    const saved = async () =>
      snippetListResponseSchema.parse(
        body(await as('member', { method: 'GET', url: '/api/users/profile/savedSnippets?limit=50' })),
      );
    expect((await saved()).snippets.map((card) => card._id)).toContain(snippet._id);
    const hidden = await setVisibility(snippet, 'private');
    const without = await saved();
    expect(without.snippets.map((card) => card._id)).not.toContain(snippet._id);
    const profile = body<{ user: { savedSnippets: string[] } }>(
      await as('member', { method: 'GET', url: '/api/auth/profile' }),
    );
    expect(profile.user.savedSnippets).not.toContain(snippet._id);
    await setVisibility(hidden, 'public');
    expect((await saved()).snippets.map((card) => card._id)).toContain(snippet._id);
  });
});
