import { AUTH, COMMENT, commentReactionResponseSchema } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildComment, buildSignedInUser, buildSnippet, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { counterDrift } from '../../../db/counters.js';
import { selectRows } from '../../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Call = readonly ['POST' | 'DELETE', 'like' | 'dislike'];

const react = async (token: string, commentId: string, [method, kind]: Call) => {
  const response = await t.injectAs(token, { method, url: `/api/comments/${commentId}/${kind}` });
  expect(response.statusCode, `${method} ${kind}`).toBe(200);
  return commentReactionResponseSchema.parse(body(response));
};

async function aComment() {
  const author = await buildUser(t.db);
  const snippet = await buildSnippet(t.db, author.id);
  return buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
}

const ALL_CALLS: Call[] = [
  ['POST', 'like'],
  ['POST', 'dislike'],
  ['DELETE', 'like'],
  ['DELETE', 'dislike'],
];

describe('comment reactions', () => {
  it('are 401 for guests and 404 for unknown or malformed comments', async () => {
    const id = await aComment();
    const { token } = await buildSignedInUser(t);
    for (const [method, kind] of ALL_CALLS) {
      const guest = await t.app.inject({ method, url: `/api/comments/${id}/${kind}` });
      expect(guest.statusCode).toBe(401);
      expect(body(guest)).toEqual({ message: AUTH.authenticationRequired });
      for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-comment']) {
        const response = await t.injectAs(token, { method, url: `/api/comments/${missing}/${kind}` });
        expect(response.statusCode).toBe(404);
        expect(body(response)).toEqual({ message: COMMENT.notFound });
      }
    }
  });

  // POST adds (a repeat changes nothing, so a retried request never undoes it); liking clears a dislike and the other
  // way round; DELETE removes that kind only, and removing what is not there changes nothing. SPEC §4's toggle is
  // the web's: a click on a pressed button sends DELETE.
  const TRUTH_TABLE: {
    from: 'none' | 'like' | 'dislike';
    call: Call;
    message: string;
    to: 'none' | 'like' | 'dislike';
  }[] = [
    { from: 'none', call: ['POST', 'like'], message: COMMENT.liked, to: 'like' },
    { from: 'like', call: ['POST', 'like'], message: COMMENT.liked, to: 'like' },
    { from: 'dislike', call: ['POST', 'like'], message: COMMENT.liked, to: 'like' },
    { from: 'none', call: ['POST', 'dislike'], message: COMMENT.disliked, to: 'dislike' },
    { from: 'dislike', call: ['POST', 'dislike'], message: COMMENT.disliked, to: 'dislike' },
    { from: 'like', call: ['POST', 'dislike'], message: COMMENT.disliked, to: 'dislike' },
    { from: 'like', call: ['DELETE', 'like'], message: COMMENT.likeRemoved, to: 'none' },
    { from: 'none', call: ['DELETE', 'like'], message: COMMENT.likeRemoved, to: 'none' },
    { from: 'dislike', call: ['DELETE', 'like'], message: COMMENT.likeRemoved, to: 'dislike' },
    { from: 'dislike', call: ['DELETE', 'dislike'], message: COMMENT.dislikeRemoved, to: 'none' },
    { from: 'none', call: ['DELETE', 'dislike'], message: COMMENT.dislikeRemoved, to: 'none' },
    { from: 'like', call: ['DELETE', 'dislike'], message: COMMENT.dislikeRemoved, to: 'like' },
  ];

  it.each(TRUTH_TABLE)(
    '$from, then $call.0 $call.1 → $to ($message)',
    async ({ from, call, message, to }) => {
      const id = await aComment();
      const { token } = await buildSignedInUser(t);
      // Someone else's like, so the counts show that only this member's reaction moved.
      await react((await buildSignedInUser(t)).token, id, ['POST', 'like']);
      if (from !== 'none') await react(token, id, ['POST', from]);
      expect(await react(token, id, call)).toEqual({
        message,
        likes: 1 + (to === 'like' ? 1 : 0),
        dislikes: to === 'dislike' ? 1 : 0,
        isLiked: to === 'like',
        isDisliked: to === 'dislike',
      });
      expect(await counterDrift(t.db)).toEqual([]);
    },
  );

  it('keep counters equal to rows under 20 members clicking like and dislike at once', async () => {
    const id = await aComment();
    const members = await Promise.all(Array.from({ length: 20 }, () => buildSignedInUser(t)));
    // Each member fires a burst of mixed calls at the same time as everyone else.
    await Promise.all(
      members.flatMap(({ token }, index) =>
        [0, 1, 2, 3, 4].map((step) => {
          const call = ALL_CALLS[(index + step * 3) % ALL_CALLS.length] as Call;
          return t.injectAs(token, { method: call[0], url: `/api/comments/${id}/${call[1]}` });
        }),
      ),
    );
    // Then everyone likes once more and some dislike, in parallel: the end state is known per member.
    await Promise.all(
      members.map(({ token }) => t.injectAs(token, { method: 'DELETE', url: `/api/comments/${id}/like` })),
    );
    await Promise.all(
      members.map(({ token }) => t.injectAs(token, { method: 'DELETE', url: `/api/comments/${id}/dislike` })),
    );
    const final = await Promise.all(
      members.map(({ token }, index) =>
        t.injectAs(token, {
          method: 'POST',
          url: `/api/comments/${id}/${index % 4 === 0 ? 'dislike' : 'like'}`,
        }),
      ),
    );
    expect(final.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = await selectRows<{ likes: number; dislikes: number; rows: number }>(
      t.db,
      sql`select like_count as likes, dislike_count as dislikes,
            (select count(*)::int from comment_reactions where comment_id = ${id}::uuid) as rows
          from comments where id = ${id}::uuid`,
    );
    expect(row).toEqual({ likes: 15, dislikes: 5, rows: 20 });
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it("apply one member's simultaneous clicks one after the other", async () => {
    const id = await aComment();
    const { token } = await buildSignedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 9 }, () => t.injectAs(token, { method: 'POST', url: `/api/comments/${id}/like` })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // Nine likes at once: liked, counted once.
    const [row] = await selectRows<{ likes: number }>(
      t.db,
      sql`select like_count as likes from comments where id = ${id}::uuid`,
    );
    expect(row?.likes).toBe(1);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});
