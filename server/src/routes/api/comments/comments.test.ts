import {
  AUTH,
  COMMENT,
  COMMENT_LIMITS,
  COMMENT_VALIDATION,
  SERVER_ERRORS,
  SNIPPET,
  VALIDATION,
  commentDeleteResponseSchema,
  commentListResponseSchema,
  commentWriteResponseSchema,
  replyListResponseSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KNOWN_PASSWORD,
  buildComment,
  buildSignedInUser,
  buildSnippet,
  buildUser,
} from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';
import { selectRows } from '../../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  // Posting is rate limited per member; these tests post more than a real member would in a minute.
  t = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, commentsPerMember: { points: 10_000, durationSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const list = async (snippetIdOrSlug: string, query = '', token?: string) => {
  const options = { method: 'GET' as const, url: `/api/comments/snippet/${snippetIdOrSlug}${query}` };
  const response = token ? await t.injectAs(token, options) : await t.app.inject(options);
  expect(response.statusCode, response.body).toBe(200);
  return commentListResponseSchema.parse(body(response));
};
const replies = async (commentId: string, query = '', token?: string) => {
  const options = { method: 'GET' as const, url: `/api/comments/replies/${commentId}${query}` };
  const response = token ? await t.injectAs(token, options) : await t.app.inject(options);
  expect(response.statusCode, response.body).toBe(200);
  return replyListResponseSchema.parse(body(response));
};
const post = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: 'POST', url: '/api/comments', payload });
const countComments = async (snippetId: string) =>
  (
    await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from comments where snippet_id = ${snippetId}::uuid`,
    )
  )[0]?.n;

/** A snippet by someone, and a signed-in member to talk about it. */
async function scene() {
  const author = await buildUser(t.db);
  const snippet = await buildSnippet(t.db, author.id);
  const member = await buildSignedInUser(t);
  return { author, snippet, member };
}

describe('POST /api/comments', () => {
  it('is 401 for guests, 400 for an empty or overlong text, 404 for an unknown snippet', async () => {
    const { snippet, member } = await scene();
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, content: 'Hello' },
    });
    expect(guest.statusCode).toBe(401);
    expect(body(guest)).toEqual({ message: AUTH.authenticationRequired });

    for (const [payload, field, error] of [
      [{ snippetId: snippet.id, content: '   ' }, 'content', COMMENT_VALIDATION.contentRequired],
      [{ snippetId: snippet.id }, 'content', COMMENT_VALIDATION.contentRequired],
      [
        { snippetId: snippet.id, content: 'x'.repeat(COMMENT_LIMITS.contentMax + 1) },
        'content',
        COMMENT_VALIDATION.contentTooLong,
      ],
      [{ content: 'Hello' }, 'snippetId', COMMENT_VALIDATION.snippetRequired],
    ] as const) {
      const refused = await post(member.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(body(refused)).toEqual({ message: VALIDATION.validationFailed, errors: [{ field, error }] });
    }
    const malformed = await t.injectAs(member.token, {
      method: 'POST',
      url: '/api/comments',
      headers: { 'content-type': 'application/json' },
      payload: '{"snippetId": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed)).toEqual({ message: SERVER_ERRORS.malformedJson });
    const wrongTypes = await post(member.token, {
      snippetId: snippet.id,
      content: 'Hi',
      parentCommentId: 42,
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(body(wrongTypes)).toMatchObject({ errors: [{ field: 'parentCommentId' }] });
    for (const snippetId of ['no-such-snippet', UNKNOWN_ID, "'; drop table comments; --"]) {
      const missing = await post(member.token, { snippetId, content: 'Hello' });
      expect(missing.statusCode).toBe(404);
      expect(body(missing)).toEqual({ message: SNIPPET.notFound });
    }
    expect(await countComments(snippet.id)).toBe(0);
  });

  it('adds a trimmed comment (by id or slug) that the list shows at once', async () => {
    const { snippet, member } = await scene();
    const response = await post(member.token, {
      snippetId: snippet.slug,
      content: '  Works with `Database.insert`?  ',
    });
    expect(response.statusCode).toBe(201);
    const created = commentWriteResponseSchema.parse(body(response));
    expect(created.message).toBe(COMMENT.added);
    expect(created.comment).toMatchObject({
      snippet: snippet.id,
      parentComment: null,
      author: { _id: member.user.id, username: member.user.username, avatar: '/assets/avatar.png' },
      content: 'Works with `Database.insert`?',
      isEdited: false,
      likeCount: 0,
      dislikeCount: 0,
      replyCount: 0,
      isLiked: false,
      isDisliked: false,
      replies: [],
    });
    const page = await list(snippet.slug);
    expect(page).toMatchObject({ totalComments: 1, totalThreads: 1, nextCursor: null });
    expect(page.comments.map((comment) => comment._id)).toEqual([created.comment._id]);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('adds a reply at the top of its thread, counted on the parent and the snippet', async () => {
    const { snippet, member, author } = await scene();
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const first = await post(member.token, {
      snippetId: snippet.id,
      content: 'First reply',
      parentCommentId: parentId,
    });
    expect(first.statusCode).toBe(201);
    expect(body(first)).toMatchObject({
      message: COMMENT.replyAdded,
      comment: { parentComment: parentId, replies: [] },
    });
    await post(member.token, { snippetId: snippet.id, content: 'Second reply', parentCommentId: parentId });

    const page = await list(snippet.id);
    expect(page).toMatchObject({ totalComments: 3, totalThreads: 1 });
    expect(page.comments[0]).toMatchObject({ _id: parentId, replyCount: 2 });
    expect(page.comments[0]?.replies.map((reply) => reply.content)).toEqual(['Second reply', 'First reply']);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('refuses a reply to a reply, to a comment of another snippet, or to a missing comment, storing nothing', async () => {
    const { snippet, member, author } = await scene();
    const other = await buildSnippet(t.db, author.id);
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const replyId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id, parentId });
    const elsewhereId = await buildComment(t.db, { snippetId: other.id, authorId: author.id });
    const before = await list(snippet.id);

    for (const [parentCommentId, message] of [
      [replyId, COMMENT.replyToReply],
      [elsewhereId, COMMENT.parentOfOtherSnippet],
      [UNKNOWN_ID, COMMENT.parentNotFound],
      ['not-a-comment-id', COMMENT.parentNotFound],
    ] as const) {
      const refused = await post(member.token, {
        snippetId: snippet.id,
        content: 'A reply',
        parentCommentId,
      });
      expect(refused.statusCode, parentCommentId).toBe(400);
      expect(body(refused)).toEqual({ message, errors: [{ field: 'parentCommentId', error: message }] });
    }
    expect(await list(snippet.id)).toEqual(before);
    expect(await countComments(snippet.id)).toBe(2);
    expect(await countComments(other.id)).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('treats an empty or null parentCommentId as a top-level comment', async () => {
    const { snippet, member } = await scene();
    for (const parentCommentId of ['', null]) {
      const response = await post(member.token, { snippetId: snippet.id, content: 'Top', parentCommentId });
      expect(response.statusCode).toBe(201);
      expect(body(response)).toMatchObject({ message: COMMENT.added, comment: { parentComment: null } });
    }
  });
});

describe('GET /api/comments/snippet/{snippetId}', () => {
  it('is 404 for unknown or malformed snippets and 400 for a bad cursor or limit', async () => {
    const { snippet } = await scene();
    for (const id of ['no-such-snippet', UNKNOWN_ID, '00000000-0000-0000-0000-00000000000g', '%E2%9C%93']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(body(response)).toEqual({ message: SNIPPET.notFound });
    }
    const forged = Buffer.from(JSON.stringify({ t: '2026-02-30T00:00:00.000000Z', i: UNKNOWN_ID })).toString(
      'base64url',
    );
    for (const cursor of ['garbage', forged, Buffer.from('[1,2]').toString('base64url')]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/comments/snippet/${snippet.id}?cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        message: VALIDATION.validationFailed,
        errors: [{ field: 'cursor', error: COMMENT_VALIDATION.cursorInvalid }],
      });
    }
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/comments/snippet/${'x'.repeat(300)}` });
    // Fastify refuses a path segment over 100 characters before routing (slugs have at most 80).
    expect(tooLong.statusCode).toBe(414);
    for (const limit of ['0', 'abc', '1000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/comments/snippet/${snippet.id}?limit=${limit}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('is empty for a snippet without comments', async () => {
    const { snippet } = await scene();
    expect(await list(snippet.slug)).toEqual({
      comments: [],
      totalComments: 0,
      totalThreads: 0,
      nextCursor: null,
    });
  });

  it('pages threads newest first with cursors, each with its newest replies, no row missing or repeated', async () => {
    const { snippet, author, member } = await scene();
    const threadIds: string[] = [];
    for (let index = 0; index < 7; index++)
      threadIds.push(await buildComment(t.db, { snippetId: snippet.id, authorId: author.id }));
    const busy = threadIds[2] ?? '';
    const replyIds: string[] = [];
    for (let index = 0; index < 5; index++)
      replyIds.push(
        await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id, parentId: busy }),
      );

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(snippet.id, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page).toMatchObject({ totalComments: 12, totalThreads: 7 });
      expect(page.comments.length).toBeLessThanOrEqual(3);
      seen.push(...page.comments.map((comment) => comment._id));
      const withReplies = page.comments.find((comment) => comment._id === busy);
      if (withReplies) {
        expect(withReplies.replyCount).toBe(5);
        expect(withReplies.replies.map((reply) => reply._id)).toEqual(
          replyIds.slice(-COMMENT_LIMITS.repliesPreview).reverse(),
        );
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...threadIds].reverse());
  });

  it('pages correctly through comments posted in the same microsecond', async () => {
    const { snippet, author } = await scene();
    await t.db.execute(sql`
      insert into comments (snippet_id, author_id, content, created_at)
      select ${snippet.id}::uuid, ${author.id}::uuid, 'same instant ' || g, '2026-01-01T00:00:00.123456Z'::timestamptz
      from generate_series(1, 9) g`);
    await t.db.execute(sql`update snippets set comment_count = 9 where id = ${snippet.id}::uuid`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(snippet.id, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.comments.map((comment) => comment._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("shows the member's own reactions, and none to guests", async () => {
    const { snippet, author, member } = await scene();
    const liked = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const disliked = await buildComment(t.db, {
      snippetId: snippet.id,
      authorId: author.id,
      parentId: liked,
    });
    await t.injectAs(member.token, { method: 'POST', url: `/api/comments/${liked}/like` });
    await t.injectAs(member.token, { method: 'POST', url: `/api/comments/${disliked}/dislike` });
    const mine = await list(snippet.id, '', member.token);
    expect(mine.comments[0]).toMatchObject({ isLiked: true, isDisliked: false, likeCount: 1 });
    expect(mine.comments[0]?.replies[0]).toMatchObject({ isLiked: false, isDisliked: true, dislikeCount: 1 });
    const guest = await list(snippet.id);
    expect(guest.comments[0]).toMatchObject({ isLiked: false, likeCount: 1 });
    expect(guest.comments[0]?.replies[0]).toMatchObject({ isDisliked: false, dislikeCount: 1 });
  });
});

describe('GET /api/comments/replies/{commentId}', () => {
  it('is 404 for unknown or malformed ids and 400 for a bad cursor', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/comments/replies/${id}` });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ message: COMMENT.notFound });
    }
    const { snippet, author } = await scene();
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const response = await t.app.inject({ method: 'GET', url: `/api/comments/replies/${parentId}?cursor=x` });
    expect(response.statusCode).toBe(400);
  });

  it('pages every reply newest first with replyCount', async () => {
    const { snippet, author, member } = await scene();
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++)
      ids.push(await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id, parentId }));
    const first = await replies(parentId, '?limit=2', member.token);
    expect(first.replyCount).toBe(5);
    expect(first.replies.map((reply) => reply._id)).toEqual([ids[4], ids[3]]);
    expect(first.replies[0]).toMatchObject({ parentComment: parentId, author: { _id: member.user.id } });
    const second = await replies(parentId, `?limit=2&cursor=${first.nextCursor}`);
    const third = await replies(parentId, `?limit=2&cursor=${second.nextCursor}`);
    expect([...second.replies, ...third.replies].map((reply) => reply._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect(await replies(ids[0] ?? '')).toEqual({ replies: [], replyCount: 0, nextCursor: null });
  });
});

describe('PUT /api/comments/{id}', () => {
  it('is 401 → 400 → 404 → 403 for guests, empty text, unknown comments and other members; nothing changes', async () => {
    const { snippet, author, member } = await scene();
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id, content: 'Original' });
    const url = `/api/comments/${id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { content: 'Hi' } })).statusCode).toBe(401);
    const empty = await t.injectAs(member.token, { method: 'PUT', url, payload: { content: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({
      errors: [{ field: 'content', error: COMMENT_VALIDATION.contentRequired }],
    });
    for (const missing of [UNKNOWN_ID, 'nope']) {
      const response = await t.injectAs(member.token, {
        method: 'PUT',
        url: `/api/comments/${missing}`,
        payload: { content: 'Hi' },
      });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ message: COMMENT.notFound });
    }
    const admin = await buildSignedInUser(t, { role: 'admin' });
    for (const token of [member.token, admin.token]) {
      const refused = await t.injectAs(token, { method: 'PUT', url, payload: { content: 'Hijacked' } });
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toEqual({ message: COMMENT.onlyAuthorEdits });
    }
    expect((await list(snippet.id)).comments[0]).toMatchObject({ content: 'Original', isEdited: false });
  });

  it('lets the author edit: trimmed text, isEdited, updatedAt, replies preview kept', async () => {
    const { snippet, member, author } = await scene();
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id, content: 'Typo' });
    const replyId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id, parentId: id });
    const before = (await list(snippet.id)).comments[0];
    const response = await t.injectAs(member.token, {
      method: 'PUT',
      url: `/api/comments/${id}`,
      payload: { content: '  Fixed  ' },
    });
    expect(response.statusCode).toBe(200);
    const updated = commentWriteResponseSchema.parse(body(response));
    expect(updated).toMatchObject({
      message: COMMENT.updated,
      comment: { _id: id, content: 'Fixed', isEdited: true, replyCount: 1 },
    });
    expect(updated.comment.replies.map((reply) => reply._id)).toEqual([replyId]);
    expect(Date.parse(updated.comment.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before?.updatedAt ?? ''));
    expect(updated.comment.createdAt).toBe(before?.createdAt);

    const authorOfReply = await t.injectAs((await buildSignedInUser(t)).token, {
      method: 'PUT',
      url: `/api/comments/${replyId}`,
      payload: { content: 'x' },
    });
    expect(authorOfReply.statusCode).toBe(403);
  });

  it('answers an edited reply with an empty replies list', async () => {
    const { snippet, member, author } = await scene();
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const replyId = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id, parentId });
    const response = await t.injectAs(member.token, {
      method: 'PUT',
      url: `/api/comments/${replyId}`,
      payload: { content: 'Edited reply' },
    });
    expect(body(response)).toMatchObject({
      comment: { _id: replyId, parentComment: parentId, isEdited: true, replies: [] },
    });
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('is 401 → 404 → 403 for guests, unknown comments and other members; nothing changes', async () => {
    const { snippet, author, member } = await scene();
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/comments/${id}` })).statusCode).toBe(401);
    for (const missing of [UNKNOWN_ID, 'nope']) {
      const response = await t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${missing}` });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ message: COMMENT.notFound });
    }
    const refused = await t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${id}` });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({ message: COMMENT.onlyAuthorOrAdminDeletes });
    expect((await list(snippet.id)).totalComments).toBe(1);
  });

  it('deletes a top-level comment with its replies and their reactions; counts follow', async () => {
    const { snippet, author, member } = await scene();
    const keep = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id });
    const replyIds = await Promise.all(
      [author, member.user, author].map((who) =>
        buildComment(t.db, { snippetId: snippet.id, authorId: who.id, parentId: id }),
      ),
    );
    await t.injectAs(member.token, { method: 'POST', url: `/api/comments/${replyIds[0]}/like` });
    expect((await list(snippet.id)).totalComments).toBe(5);

    const response = await t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${id}` });
    expect(response.statusCode).toBe(200);
    expect(commentDeleteResponseSchema.parse(body(response))).toEqual({
      message: COMMENT.deleted,
      deletedCount: 4,
    });
    const page = await list(snippet.id);
    expect(page).toMatchObject({ totalComments: 1, totalThreads: 1 });
    expect(page.comments.map((comment) => comment._id)).toEqual([keep]);
    const [left] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from comment_reactions where comment_id = ${replyIds[0]}::uuid`,
    );
    expect(left?.n).toBe(0);
    expect(
      (await t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${id}` })).statusCode,
    ).toBe(404);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it("deletes a reply and takes it off its parent's replyCount", async () => {
    const { snippet, author, member } = await scene();
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const replyId = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id, parentId });
    const response = await t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${replyId}` });
    expect(body(response)).toEqual({ message: COMMENT.deleted, deletedCount: 1 });
    const page = await list(snippet.id);
    expect(page).toMatchObject({ totalComments: 1, totalThreads: 1 });
    expect(page.comments[0]).toMatchObject({ replyCount: 0, replies: [] });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it("lets an admin delete anyone's comment", async () => {
    const { snippet, author } = await scene();
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const admin = await buildSignedInUser(t, { role: 'admin' });
    const response = await t.injectAs(admin.token, { method: 'DELETE', url: `/api/comments/${id}` });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ message: COMMENT.deleted, deletedCount: 1 });
    expect((await list(snippet.id)).totalComments).toBe(0);
  });
});

describe('comments when what they hang on goes', () => {
  it('go with their snippet, reactions included', async () => {
    const author = await buildSignedInUser(t);
    const member = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const id = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id });
    await buildComment(t.db, { snippetId: snippet.id, authorId: author.user.id, parentId: id });
    await t.injectAs(member.token, { method: 'POST', url: `/api/comments/${id}/dislike` });
    const deleted = await t.injectAs(author.token, { method: 'DELETE', url: `/api/snippets/${snippet.id}` });
    expect(deleted.statusCode).toBe(200);
    const [left] = await selectRows<{ comments: number; reactions: number }>(
      t.db,
      sql`select (select count(*)::int from comments where snippet_id = ${snippet.id}::uuid) as comments,
                 (select count(*)::int from comment_reactions where comment_id = ${id}::uuid) as reactions`,
    );
    expect(left).toEqual({ comments: 0, reactions: 0 });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('leave no counter wrong when their author deletes the account: comments, replies, reactions', async () => {
    const { snippet, author } = await scene();
    const other = await buildSnippet(t.db, author.id);
    const leaving = await buildSignedInUser(t);
    const staying = await buildSignedInUser(t);
    // Threads by someone else that the leaving member replied to and reacted on.
    const othersThread = await buildComment(t.db, { snippetId: snippet.id, authorId: staying.user.id });
    await buildComment(t.db, { snippetId: snippet.id, authorId: leaving.user.id, parentId: othersThread });
    await buildComment(t.db, { snippetId: snippet.id, authorId: staying.user.id, parentId: othersThread });
    // A thread of the leaving member with replies by others (they go with it) and by themselves.
    const ownThread = await buildComment(t.db, { snippetId: other.id, authorId: leaving.user.id });
    const replyToOwn = await buildComment(t.db, {
      snippetId: other.id,
      authorId: staying.user.id,
      parentId: ownThread,
    });
    await buildComment(t.db, { snippetId: other.id, authorId: leaving.user.id, parentId: ownThread });
    const othersOnOther = await buildComment(t.db, { snippetId: other.id, authorId: staying.user.id });
    for (const [id, kind] of [
      [othersThread, 'like'],
      [othersOnOther, 'dislike'],
      [replyToOwn, 'like'],
    ] as const) {
      await t.injectAs(leaving.token, { method: 'POST', url: `/api/comments/${id}/${kind}` });
      await t.injectAs(staying.token, { method: 'POST', url: `/api/comments/${id}/like` });
    }

    const response = await t.injectAs(leaving.token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await counterDrift(t.db)).toEqual([]);
    const onSnippet = await list(snippet.id, '', staying.token);
    expect(onSnippet).toMatchObject({ totalComments: 2, totalThreads: 1 });
    expect(onSnippet.comments[0]).toMatchObject({
      _id: othersThread,
      replyCount: 1,
      likeCount: 1,
      isLiked: true,
    });
    const onOther = await list(other.id);
    expect(onOther).toMatchObject({ totalComments: 1, totalThreads: 1 });
    expect(onOther.comments[0]).toMatchObject({ _id: othersOnOther, likeCount: 1, dislikeCount: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents every comment route under the comments tag, with bearer security on the member-only ones', async () => {
    const document = body<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>>;
    }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/comments'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          route: `${method} ${path}`,
          ...operation,
        })),
      );
    expect(routes.map((route) => route.route).sort()).toEqual([
      'delete /api/comments/{id}',
      'delete /api/comments/{id}/dislike',
      'delete /api/comments/{id}/like',
      'get /api/comments/replies/{commentId}',
      'get /api/comments/snippet/{snippetId}',
      'get /api/comments/snippet/{snippetId}/lines',
      'post /api/comments/',
      'post /api/comments/{id}/dislike',
      'post /api/comments/{id}/like',
      'put /api/comments/{id}',
    ]);
    for (const route of routes) {
      expect(route.tags, route.route).toEqual(['comments']);
      expect(route.summary, route.route).toBeTruthy();
      expect(Boolean(route.security), route.route).toBe(!route.route.startsWith('get'));
    }
  });
});

describe('concurrent writes', () => {
  it('replies racing the deletion of their thread are stored and counted, or refused; never a 500', async () => {
    const { snippet, member } = await scene();
    const threadId = await buildComment(t.db, { snippetId: snippet.id, authorId: member.user.id });
    const others = await Promise.all(Array.from({ length: 8 }, () => buildSignedInUser(t)));
    const responses = await Promise.all([
      ...others.map(({ token }) =>
        post(token, { snippetId: snippet.id, content: 'Me too', parentCommentId: threadId }),
      ),
      t.injectAs(member.token, { method: 'DELETE', url: `/api/comments/${threadId}` }),
      ...others.map(({ token }) => post(token, { snippetId: snippet.id, content: 'New thread' })),
      ...others.map(({ token }) =>
        t.injectAs(token, { method: 'POST', url: `/api/comments/${threadId}/like` }),
      ),
    ]);
    for (const response of responses)
      expect([200, 201, 400, 404], response.body).toContain(response.statusCode);
    expect(await counterDrift(t.db)).toEqual([]);
    expect(await list(snippet.id)).toMatchObject({ totalComments: 8, totalThreads: 8 });
  });

  it('an account deleted while others reply to and react on its comments leaves no counter wrong', async () => {
    const { snippet } = await scene();
    const leaving = await buildSignedInUser(t);
    const threadIds = await Promise.all(
      [0, 1, 2].map(() => buildComment(t.db, { snippetId: snippet.id, authorId: leaving.user.id })),
    );
    const others = await Promise.all(Array.from({ length: 6 }, () => buildSignedInUser(t)));
    const responses = await Promise.all([
      ...others.flatMap(({ token }, index) => [
        post(token, { snippetId: snippet.id, content: 'Reply', parentCommentId: threadIds[index % 3] }),
        t.injectAs(token, { method: 'POST', url: `/api/comments/${threadIds[(index + 1) % 3]}/dislike` }),
      ]),
      t.injectAs(leaving.token, {
        method: 'DELETE',
        url: '/api/users/account',
        payload: { password: KNOWN_PASSWORD },
      }),
    ]);
    for (const response of responses)
      expect([200, 201, 400, 404], response.body).toContain(response.statusCode);
    expect(await counterDrift(t.db)).toEqual([]);
    expect(await list(snippet.id)).toMatchObject({ totalComments: 0, totalThreads: 0 });
  });
});
