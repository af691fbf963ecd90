import { SNIPPET, snippetDetailSchema, snippetListResponseSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const fork = (idOrSlug: string, token: string) =>
  t.injectAs(token, { method: 'POST', url: `/api/snippets/${idOrSlug}/fork` });
const detail = async (idOrSlug: string) =>
  snippetDetailSchema.parse(
    body(await t.app.inject({ method: 'GET', url: `/api/snippets/${idOrSlug}` })).snippet,
  );
const forks = async (idOrSlug: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/snippets/${idOrSlug}/forks${query}` });
  expect(response.statusCode).toBe(200);
  return snippetListResponseSchema.parse(body(response));
};

describe('POST /api/snippets/{idOrSlug}/fork', () => {
  it("copies another member's snippet as the forker's own, linked to it, and counts it", async () => {
    const { user: author } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, author.id, {
      tags: ['apex', 'trigger'],
      code: 'trigger A on Account {}',
    });
    const { user: forker, token } = await buildSignedInUser(t);

    const response = await fork(original.slug, token);
    expect(response.statusCode).toBe(201);
    const { snippet, message } = body<{ snippet: unknown; message: string }>(response);
    expect(message).toBe(SNIPPET.forked);
    const copy = snippetDetailSchema.parse(snippet);
    expect(copy).toMatchObject({
      title: original.title,
      description: original.description,
      tags: ['apex', 'trigger'],
      platform: original.platform,
      category: original.category,
      codeLanguage: original.codeLanguage,
      code: 'trigger A on Account {}',
      author: { _id: forker.id, username: forker.username },
      isOwner: true,
      isFork: true,
      forkedFrom: { slug: original.slug, title: original.title, author: { username: author.username } },
      revisionCount: 1,
      likeCount: 0,
      forkCount: 0,
    });
    expect(copy.slug).not.toBe(original.slug);

    expect((await detail(original.slug)).forkCount).toBe(1);
    const list = await forks(original.slug);
    expect(list.snippets.map((card) => card._id)).toEqual([copy._id]);
    expect(list.totalSnippets).toBe(1);
    expect((await detail(original.slug)).isFork).toBe(false);
  });

  it('keeps where the snippet runs, what it changes and its prerequisites', async () => {
    const { user: author } = await buildSignedInUser(t);
    const prerequisites = [{ kind: 'custom-object', name: 'Invoice__c', details: 'Amount__c (Currency)' }];
    const original = await buildSnippet(t.db, author.id, {
      platform: 'crm',
      codeLanguage: 'apex',
      code: 'delete [SELECT Id FROM Invoice__c];',
      runsIn: ['anonymous-apex'],
      effects: ['reads', 'deletes'],
      prerequisites,
    });
    const { token } = await buildSignedInUser(t);

    const response = await fork(original.slug, token);
    expect(response.statusCode).toBe(201);
    const copy = snippetDetailSchema.parse(body<{ snippet: unknown }>(response).snippet);
    expect(copy).toMatchObject({ runsIn: ['anonymous-apex'], effects: ['reads', 'deletes'], prerequisites });
    expect(await detail(copy.slug)).toMatchObject({ effects: ['reads', 'deletes'], prerequisites });
  });

  it('forks one’s own snippet, and the same snippet twice, as separate copies', async () => {
    const { user, token } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, user.id);
    const first = snippetDetailSchema.parse(body(await fork(original.id, token)).snippet);
    const second = snippetDetailSchema.parse(body(await fork(original.slug, token)).snippet);
    expect(first._id).not.toBe(second._id);
    expect(first.slug).not.toBe(second.slug);
    expect((await detail(original.slug)).forkCount).toBe(2);
    expect((await forks(original.slug)).snippets.map((card) => card._id)).toEqual([second._id, first._id]);
    expect((await forks(original.slug, '?sort=oldest')).snippets.map((card) => card._id)).toEqual([
      first._id,
      second._id,
    ]);
  });

  it('asks a visitor to sign in, and answers 404 for a snippet that does not exist', async () => {
    const { user, token } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, user.id);
    const guest = await t.app.inject({ method: 'POST', url: `/api/snippets/${original.slug}/fork` });
    expect(guest.statusCode).toBe(401);
    expect((await fork('no-such-snippet', token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/snippets/no-such-snippet/forks' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/snippets/${original.slug}/forks?sort=az` })).statusCode,
    ).toBe(400);
    expect((await detail(original.slug)).forkCount).toBe(0);
  });

  it('keeps the fork when the original goes ("forked from a deleted snippet"), and uncounts a deleted fork', async () => {
    const { user: author, token: authorToken } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    const kept = snippetDetailSchema.parse(body(await fork(original.slug, token)).snippet);
    const dropped = snippetDetailSchema.parse(body(await fork(original.slug, token)).snippet);
    expect((await detail(original.slug)).forkCount).toBe(2);

    const deleteAs = (as: string, id: string) =>
      t.injectAs(as, { method: 'DELETE', url: `/api/snippets/${id}` });
    expect((await deleteAs(token, dropped._id)).statusCode).toBe(200);
    expect((await detail(original.slug)).forkCount).toBe(1);

    expect((await deleteAs(authorToken, original.id)).statusCode).toBe(200);
    expect(await detail(kept.slug)).toMatchObject({ isFork: true, forkedFrom: null });
  });

  it('uncounts the forks of a member who deletes their account', async () => {
    const { user: author } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, author.id);
    const { token } = await buildSignedInUser(t);
    await fork(original.slug, token);
    await fork(original.slug, token);
    expect((await detail(original.slug)).forkCount).toBe(2);
    const deleted = await t.injectAs(token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await detail(original.slug)).forkCount).toBe(0);
  });

  it('counts forks made at once, and every counter still matches its rows', async () => {
    const { user } = await buildSignedInUser(t);
    const original = await buildSnippet(t.db, user.id);
    const forkers = await Promise.all(Array.from({ length: 6 }, () => buildSignedInUser(t)));
    const answers = await Promise.all(forkers.map(({ token }) => fork(original.slug, token)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect((await detail(original.slug)).forkCount).toBe(6);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('sorts a list by the most forked', async () => {
    const { user } = await buildSignedInUser(t);
    const { token } = await buildSignedInUser(t);
    const tag = `forks-${Date.now()}`;
    const once = await buildSnippet(t.db, user.id, { tags: [tag] });
    const twice = await buildSnippet(t.db, user.id, { tags: [tag] });
    const never = await buildSnippet(t.db, user.id, { tags: [tag] });
    await fork(once.id, token);
    await fork(twice.id, token);
    await fork(twice.id, token);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/snippets?tag=${tag}&author=${user.username}&sort=forks`,
    });
    const list = snippetListResponseSchema.parse(body(response));
    expect(list.snippets.map((card) => [card._id, card.forkCount])).toEqual([
      [twice.id, 2],
      [once.id, 1],
      [never.id, 0],
    ]);
  });
});
