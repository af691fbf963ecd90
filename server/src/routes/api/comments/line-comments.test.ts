import {
  COMMENT,
  COMMENT_VALIDATION,
  SNIPPET,
  commentListResponseSchema,
  commentWriteResponseSchema,
  lineCommentListResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';
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
const HELPER = { name: 'Helper.cls', language: 'apex', code: 'public class Helper {\n  // one\n}\n' };

const filesWith = (code: string, others = [HELPER]) => [
  { name: 'Main.cls', language: 'apex', code },
  ...others,
];

/** A snippet of two files by its author, and another member who reads it. */
async function scene(overrides: Record<string, unknown> = {}) {
  const author = await buildSignedInUser(t);
  const snippet = await buildSnippet(t.db, author.user.id, { files: filesWith(CODE), ...overrides });
  const member = await buildSignedInUser(t);
  const edit = (code: string, others = [HELPER]) =>
    t.injectAs(author.token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.id}`,
      payload: validSnippetInput({ files: filesWith(code, others) }),
    });
  return { author, snippet, member, edit };
}

const post = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: 'POST', url: '/api/comments', payload });

const onLines = (snippetId: string, line: Record<string, unknown>, content = 'Why this line?') => ({
  snippetId,
  content,
  line: { file: 0, revision: 1, ...line },
});

const lineComments = async (snippetId: string, token?: string) => {
  const options = { method: 'GET' as const, url: `/api/comments/snippet/${snippetId}/lines` };
  const response = token ? await t.injectAs(token, options) : await t.app.inject(options);
  return response;
};

const linesOf = async (snippetId: string, token?: string) => {
  const response = await lineComments(snippetId, token);
  expect(response.statusCode, response.body).toBe(200);
  return lineCommentListResponseSchema.parse(body(response)).comments;
};

describe('line comments', () => {
  it('anchors a comment to a file, its lines and the revision, with a copy of the lines', async () => {
    const { snippet, member } = await scene();
    const response = await post(member.token, onLines(snippet.id, { start: 2, end: 3 }));
    expect(response.statusCode, response.body).toBe(201);
    const { comment, message } = commentWriteResponseSchema.parse(body(response));
    expect(message).toBe(COMMENT.added);
    expect(comment.line).toEqual({
      file: 0,
      fileName: 'Main.cls',
      start: 2,
      end: 3,
      revision: 1,
      quote: 'line two\nline three',
      current: { file: 0, start: 2, end: 3 },
    });

    // In the page's thread too, and on any file of the snippet.
    const second = await post(member.token, onLines(snippet.id, { file: 1, start: 2, end: 2 }));
    expect(commentWriteResponseSchema.parse(body(second)).comment.line).toMatchObject({
      fileName: 'Helper.cls',
      quote: '  // one',
    });
    const thread = commentListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${snippet.slug}` })),
    );
    expect(thread.comments.map((c) => c.line?.start)).toEqual([2, 2]);
    // The code view's list: every line comment, oldest first, for guests too.
    expect((await linesOf(snippet.slug)).map((c) => c.line?.fileName)).toEqual(['Main.cls', 'Helper.cls']);
  });

  it('refuses lines the file has not, a file the snippet has not, and lines on a reply (400)', async () => {
    const { snippet, member } = await scene();
    const beyond = await post(member.token, onLines(snippet.id, { start: 5, end: 6 }));
    expect(beyond.statusCode).toBe(400);
    expect(body(beyond)).toMatchObject({
      message: COMMENT_VALIDATION.lineOutOfRange(5),
      errors: [{ field: 'line.end', error: COMMENT_VALIDATION.lineOutOfRange(5) }],
    });
    const noFile = await post(member.token, onLines(snippet.id, { file: 2, start: 1, end: 1 }));
    expect(noFile.statusCode).toBe(400);
    expect(body(noFile)).toMatchObject({ message: COMMENT_VALIDATION.lineFileMissing });
    for (const line of [
      { start: 3, end: 2 },
      { start: 0, end: 1 },
      { start: 'one', end: 1 },
      { file: -1, start: 1, end: 1 },
    ]) {
      const refused = await post(member.token, onLines(snippet.id, line));
      expect(refused.statusCode, JSON.stringify(line)).toBe(400);
    }

    const parent = commentWriteResponseSchema.parse(
      body(await post(member.token, { snippetId: snippet.id, content: 'A page comment' })),
    ).comment;
    expect(parent.line).toBeUndefined();
    const reply = await post(member.token, {
      ...onLines(snippet.id, { start: 1, end: 1 }),
      parentCommentId: parent._id,
    });
    expect(reply.statusCode).toBe(400);
    expect(body(reply)).toMatchObject({ message: COMMENT_VALIDATION.lineOnReply });
    // A reply to a line comment is a plain reply in its thread.
    const lineComment = commentWriteResponseSchema.parse(
      body(await post(member.token, onLines(snippet.id, { start: 1, end: 1 }))),
    ).comment;
    const answer = await post(member.token, {
      snippetId: snippet.id,
      content: 'Agreed',
      parentCommentId: lineComment._id,
    });
    expect(answer.statusCode).toBe(201);
    const rows = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from comments where snippet_id = ${snippet.id}::uuid`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('refuses lines selected on a revision that is no longer the current one (409)', async () => {
    const { snippet, member, edit } = await scene();
    expect((await edit(`${CODE}line six\n`)).statusCode).toBe(200);
    const stale = await post(member.token, onLines(snippet.id, { start: 1, end: 1, revision: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({ message: COMMENT.lineRevisionChanged });
    const fresh = await post(member.token, onLines(snippet.id, { start: 6, end: 6, revision: 2 }));
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('keeps private snippets to their readers', async () => {
    const { snippet, member, author } = await scene({ visibility: 'private' });
    expect((await post(member.token, onLines(snippet.id, { start: 1, end: 1 }))).statusCode).toBe(404);
    expect((await lineComments(snippet.id, member.token)).statusCode).toBe(404);
    expect((await lineComments(snippet.id)).statusCode).toBe(404);
    expect((await post(author.token, onLines(snippet.id, { start: 1, end: 1 }))).statusCode).toBe(201);
    const own = await lineComments(snippet.id, author.token);
    expect(own.statusCode).toBe(200);
    expect(body(own)).toMatchObject({ comments: [{ line: { start: 1 } }] });
    const missing = await lineComments('no-such-snippet');
    expect(body(missing)).toEqual({ message: SNIPPET.notFound });
  });

  it('tells the snippet author of a line comment, as of a page comment', async () => {
    const { snippet, member, author } = await scene();
    await post(member.token, onLines(snippet.id, { start: 1, end: 2 }));
    const told = await selectRows<{ kind: string }>(
      t.db,
      sql`select kind from notifications where recipient_id = ${author.user.id}::uuid and snippet_id = ${snippet.id}::uuid`,
    );
    expect(told.length).toBe(1);
  });

  it('follows its lines across a revision, or stays on the revision it was written on', async () => {
    const { snippet, member, edit } = await scene();
    const write = async (line: Record<string, unknown>) =>
      commentWriteResponseSchema.parse(body(await post(member.token, onLines(snippet.id, line)))).comment._id;
    const onThree = await write({ start: 3, end: 4 });
    const onOne = await write({ start: 1, end: 1 });
    const onFive = await write({ start: 5, end: 5 });
    const onHelper = await write({ file: 1, start: 1, end: 3 });

    // Two lines inserted above line 3, line 1 changed, line 5 unchanged; the helper file untouched.
    const next = 'line ONE\nline two\nnew a\nnew b\nline three\nline four\nline five\n';
    expect((await edit(next)).statusCode).toBe(200);
    const byId = new Map((await linesOf(snippet.id)).map((c) => [c._id, c.line]));
    expect(byId.get(onThree)).toMatchObject({
      revision: 1,
      start: 3,
      end: 4,
      current: { file: 0, start: 5, end: 6 },
    });
    expect(byId.get(onOne)).toMatchObject({ revision: 1, start: 1, quote: 'line one', current: null });
    expect(byId.get(onFive)?.current).toEqual({ file: 0, start: 7, end: 7 });
    expect(byId.get(onHelper)?.current).toEqual({ file: 1, start: 1, end: 3 });

    // A range split by an insertion no longer stands for what was said: on an earlier revision.
    const split = 'line ONE\nline two\nnew a\nnew b\nline three\nbetween\nline four\nline five\n';
    expect((await edit(split)).statusCode).toBe(200);
    const after = new Map((await linesOf(snippet.id)).map((c) => [c._id, c.line]));
    expect(after.get(onThree)?.current).toBeNull();
    expect(after.get(onFive)?.current).toEqual({ file: 0, start: 8, end: 8 });
    // Once on an earlier revision, it stays there.
    expect((await edit(next)).statusCode).toBe(200);
    expect((await linesOf(snippet.id)).find((c) => c._id === onThree)?.line?.current).toBeNull();
  });

  it('follows a file to its new place, and leaves a removed file on its revision', async () => {
    const { snippet, member, edit } = await scene();
    const onHelper = commentWriteResponseSchema.parse(
      body(await post(member.token, onLines(snippet.id, { file: 1, start: 3, end: 3 }))),
    ).comment._id;
    const other = { name: 'Other.cls', language: 'apex', code: 'public class Other {}\n' };
    expect((await edit(CODE, [other, HELPER])).statusCode).toBe(200);
    expect((await linesOf(snippet.id)).find((c) => c._id === onHelper)?.line?.current).toEqual({
      file: 2,
      start: 3,
      end: 3,
    });
    expect((await edit(CODE, [other])).statusCode).toBe(200);
    expect((await linesOf(snippet.id)).find((c) => c._id === onHelper)?.line?.current).toBeNull();
  });
});
