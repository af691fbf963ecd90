import { SNIPPET } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.js';
import {
  buildComment,
  buildSignedInUser,
  buildSnippet,
  validSnippetInput,
} from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp, rateLimitStores } from '../../../../test/helper.js';

const limits = (): Config['rateLimits'] => ({
  ...testConfig().rateLimits,
  snippetWritesPerMember: { points: 3, durationSeconds: 60 },
  reactionsPerMember: { points: 4, durationSeconds: 60 },
});

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe.each(rateLimitStores)('snippet write and reaction rate limits ($store)', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: limits(), redis });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a member create or edit SNIPPET_RATE_LIMIT_PER_MEMBER snippets per window, then 429 with Retry-After', async () => {
    const { token } = await buildSignedInUser(t);
    const create = () =>
      t.injectAs(token, { method: 'POST', url: '/api/snippets', payload: validSnippetInput() });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const id = body<{ snippet: { _id: string } }>(first).snippet._id;
    const edit = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${id}`,
      payload: validSnippetInput(),
    });
    expect(edit.statusCode).toBe(200);
    expect((await create()).statusCode).toBe(201);

    const blocked = await create();
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: SNIPPET.tooManyWrites });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const other = await buildSignedInUser(t);
    expect(
      (await t.injectAs(other.token, { method: 'POST', url: '/api/snippets', payload: validSnippetInput() }))
        .statusCode,
    ).toBe(201);
  });

  it('counts likes, saves and their removals on snippets and comments against one allowance', async () => {
    const author = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const commentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.user.id });
    const { token } = await buildSignedInUser(t);
    const react = (method: 'POST' | 'DELETE', url: string) => t.injectAs(token, { method, url });

    expect((await react('POST', `/api/snippets/${snippet.id}/like`)).statusCode).toBe(200);
    expect((await react('POST', `/api/snippets/${snippet.id}/unlike`)).statusCode).toBe(200);
    expect((await react('POST', `/api/comments/${commentId}/like`)).statusCode).toBe(200);
    expect((await react('DELETE', `/api/comments/${commentId}/like`)).statusCode).toBe(200);

    for (const [method, url] of [
      ['POST', `/api/snippets/${snippet.id}/save`],
      ['DELETE', `/api/snippets/${snippet.id}/reaction`],
      ['POST', `/api/comments/${commentId}/dislike`],
    ] as const) {
      const blocked = await react(method, url);
      expect(blocked.statusCode, url).toBe(429);
      expect(body(blocked)).toEqual({ message: SNIPPET.tooManyReactions });
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    }
    // Views are not reactions: counted once a day anyway, and open to guests.
    expect((await react('POST', `/api/snippets/${snippet.id}/view`)).statusCode).toBe(200);
  });

  it('lets no more reactions through than the allowance when they arrive at once', async () => {
    const author = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const { token } = await buildSignedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.injectAs(token, {
          method: 'POST',
          url: `/api/snippets/${snippet.id}/${index % 2 ? 'unlike' : 'like'}`,
        }),
      ),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 200: 4, 429: 8 });
  });
});
