import {
  SNIPPET_VALIDATION,
  VERIFICATION,
  currentRelease,
  recentReleases,
  releasedBy,
  snippetDetailSchema,
  snippetListResponseSchema,
  verificationResponseSchema,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';

/** What a snippet touches and needs (decision 047), and whether it still works (decision 048). */
let t: TestApp;
let author = '';
let reader = '';
beforeAll(async () => {
  t = await buildTestApp();
  author = (await buildSignedInUser(t)).token;
  reader = (await buildSignedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const SSJS = { platform: 'sfmc', category: 'scripting', codeLanguage: 'ssjs', code: 'var a = 1;\nWrite(a);' };
const now = currentRelease();

async function created(overrides: Record<string, unknown>, token = author): Promise<SnippetDetail> {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/snippets',
    payload: validSnippetInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return snippetDetailSchema.parse(body(response).snippet);
}

const detail = async (slug: string, token = reader) =>
  snippetDetailSchema.parse(
    body(await t.injectAs(token, { method: 'GET', url: `/api/snippets/${slug}` })).snippet,
  );

const confirm = (slug: string, token: string, release = now.id, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.injectAs(token, { method, url: `/api/snippets/${slug}/verifications/${release}` });
const report = (slug: string, token: string, reason: unknown = 'Fails since the new release') =>
  t.injectAs(token, { method: 'PUT', url: `/api/snippets/${slug}/outdated`, payload: { reason } });

describe('where it runs, what it changes, what it needs', () => {
  const context = {
    runsIn: ['script-activity', 'cloudpage'],
    effects: ['deletes', 'writes'],
    prerequisites: [{ kind: 'data-extension', name: ' Leads ', details: 'Fields: Email, Status' }],
  };

  it('stores what its author states, in the contract order, and an edit without them keeps them', async () => {
    const snippet = await created({ ...SSJS, ...context });
    expect(snippet.runsIn).toEqual(['cloudpage', 'script-activity']);
    expect(snippet.effects).toEqual(['writes', 'deletes']);
    expect(snippet.prerequisites).toEqual([
      { kind: 'data-extension', name: 'Leads', details: 'Fields: Email, Status' },
    ]);
    const edited = await t.injectAs(author, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({ ...SSJS, title: snippet.title, code: 'var b = 2;' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = snippetDetailSchema.parse(body(edited).snippet);
    expect([after.runsIn, after.effects, after.prerequisites]).toEqual([
      snippet.runsIn,
      snippet.effects,
      snippet.prerequisites,
    ]);
    const cleared = await t.injectAs(author, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({
        ...SSJS,
        title: snippet.title,
        runsIn: [],
        effects: [],
        prerequisites: [],
      }),
    });
    const none = snippetDetailSchema.parse(body(cleared).snippet);
    expect([none.runsIn, none.effects, none.prerequisites]).toEqual([[], [], []]);
  });

  it.each([
    [{ runsIn: ['apex-trigger'] }, 'runsIn.0', SNIPPET_VALIDATION.runsInNotOfPlatform],
    [{ runsIn: ['the moon'] }, 'runsIn.0', SNIPPET_VALIDATION.runsInInvalid],
    [{ effects: ['explodes'] }, 'effects.0', SNIPPET_VALIDATION.effectsInvalid],
    [
      { prerequisites: [{ kind: 'data-extension', name: ' ' }] },
      'prerequisites.0.name',
      SNIPPET_VALIDATION.prerequisiteNameRequired,
    ],
    [
      { prerequisites: [{ kind: 'dragon', name: 'x' }] },
      'prerequisites.0.kind',
      SNIPPET_VALIDATION.prerequisiteKindInvalid,
    ],
    [
      { prerequisites: Array.from({ length: 21 }, (_, i) => ({ kind: 'other', name: `p${i}` })) },
      'prerequisites',
      SNIPPET_VALIDATION.tooManyPrerequisites,
    ],
    [{ prerequisites: 'Leads' }, 'prerequisites', SNIPPET_VALIDATION.prerequisitesInvalid],
    [{ verifiedOn: 'summer-99' }, 'verifiedOn', SNIPPET_VALIDATION.verifiedOnInvalid],
  ])('refuses %j with a field error, storing nothing', async (overrides, field, message) => {
    const title = `Refused ${Math.random()}`;
    const response = await t.injectAs(author, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput({ ...SSJS, title, ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).errors).toContainEqual({ field, error: message });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/snippets?search=${encodeURIComponent(title)}`,
    });
    expect(snippetListResponseSchema.parse(body(search)).totalSnippets).toBe(0);
  });

  it('refuses a release that is not out yet', async () => {
    const future = [...releasedBy(new Date('2099-01-01'))].find((r) => r.api > now.api);
    if (!future) return; // the contract lists no future release today
    const response = await t.injectAs(author, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput({ ...SSJS, verifiedOn: future.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toContainEqual({
      field: 'verifiedOn',
      error: SNIPPET_VALIDATION.verifiedOnInvalid,
    });
  });

  it('answers the API version of the meta XML', async () => {
    const snippet = await created({
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      files: [
        { name: 'Greeter.cls', language: 'apex', code: 'public class Greeter {}' },
        {
          name: 'Greeter.cls-meta.xml',
          language: 'xml',
          code: '<ApexClass><apiVersion>61.0</apiVersion><status>Active</status></ApexClass>',
        },
      ],
    });
    expect(snippet.apiVersion).toBe('61.0');
    expect((await created({})).apiVersion).toBeNull();
  });
});

describe('is it still true', () => {
  it("records the author's verified-on as their confirmation", async () => {
    const snippet = await created({ ...SSJS, verifiedOn: now.id });
    expect(snippet.verification.release).toEqual({ id: now.id, label: now.label });
    expect(snippet.verification.count).toBe(1);
    expect(snippet.verification.mine.confirmed).toEqual([now.id]);
    expect(snippet.verifiedRelease).toBe(now.id);
  });

  it('counts one confirmation per member per release, shows the newest release, and withdraws', async () => {
    const snippet = await created(SSJS);
    const older = releasedBy()[1]!;
    for (const token of [reader, reader]) expect((await confirm(snippet.slug, token)).statusCode).toBe(200);
    const other = (await buildSignedInUser(t)).token;
    const answer = verificationResponseSchema.parse(body(await confirm(snippet.slug, other, older.id)));
    expect(answer.verification).toMatchObject({
      release: { id: now.id },
      count: 1,
      mine: { confirmed: [older.id] },
    });
    const second = verificationResponseSchema.parse(body(await confirm(snippet.slug, other)));
    expect(second.message).toBe(VERIFICATION.confirmed(now.label));
    expect(second.verification).toMatchObject({ count: 2, mine: { confirmed: [now.id, older.id] } });
    const withdrawn = verificationResponseSchema.parse(
      body(await confirm(snippet.slug, reader, now.id, 'DELETE')),
    );
    expect(withdrawn.verification).toMatchObject({ count: 1, mine: { confirmed: [] } });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('keeps the count right under concurrent confirmations', async () => {
    const snippet = await created(SSJS);
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () => (await buildSignedInUser(t)).token),
    );
    const responses = await Promise.all(tokens.map((token) => confirm(snippet.slug, token)));
    expect(responses.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    expect((await detail(snippet.slug)).verification.count).toBe(8);
  });

  it('takes reports with a reason, one open per member, never from the author', async () => {
    const snippet = await created(SSJS);
    expect((await report(snippet.slug, reader, ' ')).statusCode).toBe(400);
    expect((await report(snippet.slug, reader, 'x'.repeat(501))).statusCode).toBe(400);
    const own = await report(snippet.slug, author);
    expect([own.statusCode, body(own).message]).toEqual([409, VERIFICATION.ownSnippet]);
    const first = verificationResponseSchema.parse(body(await report(snippet.slug, reader)));
    expect(first.message).toBe(VERIFICATION.reported);
    const changed = verificationResponseSchema.parse(
      body(await report(snippet.slug, reader, 'Now it fails on Journeys')),
    );
    expect(changed.verification.outdatedCount).toBe(1);
    expect(changed.verification.outdatedReports).toEqual([
      expect.objectContaining({ reason: 'Now it fails on Journeys', release: now.label }),
    ]);
    expect(changed.verification.mine.outdatedReason).toBe('Now it fails on Journeys');
    const guest = await t.app.inject({ method: 'GET', url: `/api/snippets/${snippet.slug}` });
    expect(snippetDetailSchema.parse(body(guest).snippet).verification).toMatchObject({
      outdatedCount: 1,
      mine: { confirmed: [], outdatedReason: null },
    });
    const card = snippetListResponseSchema
      .parse(body(await t.app.inject({ method: 'GET', url: '/api/snippets?limit=50' })))
      .snippets.find((s) => s.slug === snippet.slug);
    expect(card?.outdatedCount).toBe(1);
    const withdrawn = await t.injectAs(reader, {
      method: 'DELETE',
      url: `/api/snippets/${snippet.slug}/outdated`,
    });
    expect(verificationResponseSchema.parse(body(withdrawn)).verification.outdatedCount).toBe(0);
    const again = await t.injectAs(reader, {
      method: 'DELETE',
      url: `/api/snippets/${snippet.slug}/outdated`,
    });
    expect([again.statusCode, body(again).message]).toEqual([404, VERIFICATION.noReport]);
  });

  it('resolves the open reports when the author changes the code, not when only the text changes', async () => {
    const snippet = await created(SSJS);
    await report(snippet.slug, reader);
    const put = (overrides: Record<string, unknown>) =>
      t.injectAs(author, {
        method: 'PUT',
        url: `/api/snippets/${snippet.slug}`,
        payload: validSnippetInput({ ...SSJS, title: snippet.title, ...overrides }),
      });
    await put({ description: 'Only the words change here.' });
    expect((await detail(snippet.slug)).verification.outdatedCount).toBe(1);
    await put({ code: 'var fixed = true;' });
    expect((await detail(snippet.slug)).verification).toMatchObject({
      outdatedCount: 0,
      outdatedReports: [],
    });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it("is a 404 on another's private snippet, a 401 for guests and a 400 for an unknown release", async () => {
    const hidden = await created({ ...SSJS, visibility: 'private' });
    expect((await confirm(hidden.slug, reader)).statusCode).toBe(404);
    expect((await report(hidden.slug, reader)).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/snippets/${hidden.slug}/verifications/${now.id}`,
    });
    expect(guest.statusCode).toBe(401);
    expect((await confirm(hidden.slug, author, 'summer-99')).statusCode).toBe(400);
  });

  it('filters browse to snippets verified in the last 3 releases', async () => {
    const recent = await created(SSJS);
    const stale = await created(SSJS);
    const notVerified = await created(SSJS);
    await confirm(recent.slug, reader, recentReleases().at(-1)!.id);
    await confirm(stale.slug, reader, releasedBy()[3]!.id);
    const page = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: '/api/snippets?verified=recent&limit=50' })),
    );
    const slugs = page.snippets.map((s) => s.slug);
    expect(slugs).toContain(recent.slug);
    expect(slugs).not.toContain(stale.slug);
    expect(slugs).not.toContain(notVerified.slug);
    expect(page.totalSnippets).toBe(slugs.length);
  });

  it("takes a deleted member's confirmations and reports off the counters", async () => {
    const snippet = await created(SSJS);
    const leaving = await buildSignedInUser(t);
    await confirm(snippet.slug, leaving.token);
    await report(snippet.slug, leaving.token);
    const deleted = await t.injectAs(leaving.token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: 'Known#Pass1' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await detail(snippet.slug)).verification).toMatchObject({
      release: null,
      count: 0,
      outdatedCount: 0,
    });
  });
});
