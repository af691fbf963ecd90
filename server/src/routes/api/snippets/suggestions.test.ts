import {
  COMMENT,
  COMMENT_VALIDATION,
  SECRETS,
  SNIPPET,
  commentWriteResponseSchema,
  lineCommentListResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessToken,
  buildSignedInUser,
  buildSnippet,
  validSnippetInput,
} from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';
import { counterDrift, recountDerived } from '../../../db/counters.js';
import { selectRows } from '../../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, commentsPerMember: { points: 10_000, durationSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const CODE = 'line one\nline two\nline three\nline four\nline five\n';
const files = (code: string) => [{ name: 'Main.cls', language: 'apex', code }];

async function scene() {
  const author = await buildSignedInUser(t);
  const snippet = await buildSnippet(t.db, author.user.id, { files: files(CODE) });
  const b = await buildSignedInUser(t);
  const c = await buildSignedInUser(t);
  return { author, snippet, b, c };
}

/** A line comment suggesting `text` for lines start–end of revision `revision`; answers its id. */
async function suggest(
  token: string,
  snippetId: string,
  start: number,
  end: number,
  text: string,
  revision = 1,
) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/comments',
    payload: {
      snippetId,
      content: `Better:\n\`\`\`suggestion\n${text}\n\`\`\``,
      line: { file: 0, start, end, revision },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return commentWriteResponseSchema.parse(body(response)).comment;
}

const apply = (token: string, snippetId: string, comments: string[]) =>
  t.injectAs(token, {
    method: 'POST',
    url: `/api/snippets/${snippetId}/suggestions/apply`,
    payload: { comments },
  });

const codeOf = async (id: string) =>
  (await selectRows<{ code: string }>(t.db, sql`select code from snippets where id = ${id}::uuid`))[0]!.code;

const suggestionsOf = async (snippetId: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${snippetId}/lines` });
  return lineCommentListResponseSchema.parse(body(response)).comments.map((c) => c.suggestion);
};

describe('suggested changes', () => {
  it('reads the suggestion block of a line comment as open, and none from a page comment', async () => {
    const { snippet, b } = await scene();
    const comment = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    expect(comment.suggestion).toEqual({ text: 'line TWO', state: 'open', appliedRevision: null });
    const page = await t.injectAs(b.token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, content: '```suggestion\nx\n```' },
    });
    expect(commentWriteResponseSchema.parse(body(page)).comment.suggestion).toBeUndefined();
  });

  it('applies several suggestions as one revision crediting each suggester, counted and told', async () => {
    const { author, snippet, b, c } = await scene();
    const one = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    const two = await suggest(c.token, snippet.id, 4, 5, 'line FOUR and FIVE');
    const three = await suggest(b.token, snippet.id, 1, 1, '');
    const response = await apply(author.token, snippet.id, [one._id, two._id, three._id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).message).toBe(COMMENT.suggestionsApplied(3));
    expect(await codeOf(snippet.id)).toBe('line TWO\nline three\nline FOUR and FIVE\n');
    const revisions = await t.app.inject({ method: 'GET', url: `/api/snippets/${snippet.id}/revisions` });
    const newest = (body(revisions).revisions as { number: number; note: string }[])[0]!;
    expect(newest).toMatchObject({
      number: 2,
      note: `Applied suggestions from @${b.user.username} and @${c.user.username}`,
    });
    expect(await suggestionsOf(snippet.id)).toEqual([
      { text: 'line TWO', state: 'applied', appliedRevision: 2 },
      { text: 'line FOUR and FIVE', state: 'applied', appliedRevision: 2 },
      { text: '', state: 'applied', appliedRevision: 2 },
    ]);
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${b.user.username}` });
    expect(JSON.stringify(body(profile))).toContain('"suggestionsApplied":2');
    const told = await selectRows<{ recipientId: string }>(
      t.db,
      sql`select recipient_id as "recipientId" from notifications
          where kind = 'suggestion' and snippet_id = ${snippet.id}::uuid`,
    );
    expect(told.map((n) => n.recipientId).sort()).toEqual([b.user.id, c.user.id].sort());
  });

  it('marks an open suggestion outdated when an edit changes its lines, and refuses it with 409', async () => {
    const { author, snippet, b } = await scene();
    const changed = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    const kept = await suggest(b.token, snippet.id, 5, 5, 'line FIVE');
    const edit = await t.injectAs(author.token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.id}`,
      payload: validSnippetInput({
        files: files('zero\nline one\nline 2\nline three\nline four\nline five\n'),
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await suggestionsOf(snippet.id)).map((s) => s?.state)).toEqual(['outdated', 'open']);
    const refused = await apply(author.token, snippet.id, [kept._id, changed._id]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(body(refused).errors).toEqual([
      { field: 'comments.1', error: COMMENT.suggestionNotOpen('outdated') },
    ]);
    // The one still on its lines applies where they moved to.
    const applied = await apply(author.token, snippet.id, [kept._id]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await codeOf(snippet.id)).toBe('zero\nline one\nline 2\nline three\nline four\nline FIVE\n');
    const again = await apply(author.token, snippet.id, [kept._id]);
    expect(again.statusCode).toBe(409);
    expect(body(again).errors).toEqual([
      { field: 'comments.0', error: COMMENT.suggestionNotOpen('applied') },
    ]);
  });

  it('refuses two suggestions on overlapping lines with 400 and applies nothing', async () => {
    const { author, snippet, b, c } = await scene();
    const one = await suggest(b.token, snippet.id, 2, 3, 'x');
    const two = await suggest(c.token, snippet.id, 3, 4, 'y');
    const response = await apply(author.token, snippet.id, [one._id, two._id]);
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).message).toBe(COMMENT_VALIDATION.suggestionsOverlap);
    expect(await codeOf(snippet.id)).toBe(CODE);
  });

  it('lets only the author apply (403), with a write token, and names unknown suggestions (400)', async () => {
    const { author, snippet, b } = await scene();
    const one = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    expect((await apply(b.token, snippet.id, [one._id])).statusCode).toBe(403);
    const other = await buildSnippet(t.db, author.user.id, { files: files(CODE) });
    const elsewhere = await apply(author.token, other.id, [one._id]);
    expect(elsewhere.statusCode).toBe(400);
    expect(body(elsewhere).errors).toEqual([
      { field: 'comments.0', error: COMMENT_VALIDATION.suggestionMissing },
    ]);
    expect((await apply(author.token, snippet.id, [])).statusCode).toBe(400);
    expect((await apply(author.token, snippet.id, ['not-a-uuid'])).statusCode).toBe(400);
    expect((await apply(author.token, snippet.id, [one._id, one._id])).statusCode).toBe(400);
    const readOnly = await buildAccessToken(t.db, author.user.id, { scopes: ['read'] });
    const withRead = await t.app.inject({
      method: 'POST',
      url: `/api/snippets/${snippet.id}/suggestions/apply`,
      headers: { authorization: `Bearer ${readOnly.token}` },
      payload: { comments: [one._id] },
    });
    expect(withRead.statusCode).toBe(403);
    const write = await buildAccessToken(t.db, author.user.id, { scopes: ['write'] });
    const withWrite = await t.app.inject({
      method: 'POST',
      url: `/api/snippets/${snippet.id}/suggestions/apply`,
      headers: { authorization: `Bearer ${write.token}` },
      payload: { comments: [one._id] },
    });
    expect(withWrite.statusCode, withWrite.body).toBe(200);
    expect((await apply(author.token, '00000000-0000-4000-8000-000000000000', [one._id])).statusCode).toBe(
      404,
    );
    expect(SNIPPET.onlyAuthor).toBeTruthy();
  });

  it('scans the would-be revision for secrets before applying it (400, nothing changed)', async () => {
    const { author, snippet, b } = await scene();
    const one = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    // As stored before the scanner knew this kind of secret: the comment itself passed.
    await t.db.execute(
      sql`update comments set suggestion = 'var client_secret = "Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1";' where id = ${one._id}::uuid`,
    );
    const response = await apply(author.token, snippet.id, [one._id]);
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).message).toBe(SECRETS.snippetRefused);
    expect(await codeOf(snippet.id)).toBe(CODE);
    expect((await suggestionsOf(snippet.id))[0]?.state).toBe('open');
  });

  it('lets a suggester edit an open suggestion, and keeps an applied one as applied', async () => {
    const { author, snippet, b } = await scene();
    const one = await suggest(b.token, snippet.id, 2, 2, 'line TWO');
    const put = (content: string) =>
      t.injectAs(b.token, { method: 'PUT', url: `/api/comments/${one._id}`, payload: { content } });
    await put('```suggestion\nline 2\n```');
    expect((await suggestionsOf(snippet.id))[0]).toEqual({
      text: 'line 2',
      state: 'open',
      appliedRevision: null,
    });
    expect((await apply(author.token, snippet.id, [one._id])).statusCode).toBe(200);
    await put('never mind');
    expect((await suggestionsOf(snippet.id))[0]).toEqual({
      text: 'line 2',
      state: 'applied',
      appliedRevision: 2,
    });
  });

  it("keeps a member's suggestions applied to what their comments say, and recounts it when it drifts", async () => {
    const { author, snippet, b } = await scene();
    const applied = async () =>
      (
        await selectRows<{ n: number }>(
          t.db,
          sql`select suggestions_applied as n from users where id = ${b.user.id}::uuid`,
        )
      )[0]!.n;
    const one = await suggest(b.token, snippet.id, 1, 1, 'line ONE');
    const two = await suggest(b.token, snippet.id, 3, 3, 'line THREE');
    expect((await apply(author.token, snippet.id, [one._id, two._id])).statusCode).toBe(200);
    expect(await applied()).toBe(2);
    expect(await counterDrift(t.db)).toEqual([]);

    // Its comment deleted, an applied suggestion no longer counts.
    const removed = await t.injectAs(b.token, { method: 'DELETE', url: `/api/comments/${one._id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await applied()).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);

    // A counter that drifted is named, and set again from the comments.
    await t.db.execute(sql`update users set suggestions_applied = 7 where id = ${b.user.id}::uuid`);
    expect(await counterDrift(t.db)).toEqual([`member ${b.user.username}: suggestions applied`]);
    await t.db.transaction((tx) => recountDerived(tx));
    expect(await applied()).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);

    // The snippet's deletion takes its comments, and the count with them.
    const gone = await t.injectAs(author.token, { method: 'DELETE', url: `/api/snippets/${snippet.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await applied()).toBe(0);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});
