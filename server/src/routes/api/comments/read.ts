import {
  COMMENT,
  COMMENT_LIMITS,
  COMMENT_VALIDATION,
  SNIPPET,
  commentListResponseSchema,
  commentPageQuerySchema,
  commentRepliesParamsSchema,
  replyListResponseSchema,
  snippetCommentsParamsSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, validationFailed } from '../../../plugins/app/errors.js';
import { decodeCursor } from '../../../repositories/comments/comments.cursor.js';
import { nextCursorOf, presentComment, presentReply } from './comments.presenter.js';
import { errorResponses } from '../route-docs.js';

const errors = errorResponses(400, 404);

/** The `cursor` query value decoded, null when absent; 400 when it is not one of ours. */
function cursorOf(value: string | undefined) {
  if (value === undefined || value === '') return null;
  const cursor = decodeCursor(value);
  if (!cursor) throw validationFailed([{ field: 'cursor', error: COMMENT_VALIDATION.cursorInvalid }]);
  return cursor;
}

/** GET a snippet's threads and GET a thread's replies: newest first, keyset pages (decision 009). */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = app.commentsRepository;

  app.get(
    '/snippet/:snippetId',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['comments'],
        summary:
          "A snippet's comments (by snippet id or slug): newest threads first, each with its newest replies",
        params: snippetCommentsParamsSchema,
        querystring: commentPageQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cursor = cursorOf(request.query.cursor);
      const limit = Math.min(
        request.query.limit ?? COMMENT_LIMITS.threadsPerPage,
        COMMENT_LIMITS.threadsPerPageMax,
      );
      const viewerId = request.user?.id ?? null;
      const snippet = await comments.snippetTotals(request.params.snippetId, viewerId);
      if (!snippet) throw notFound(SNIPPET.notFound);
      const page = await comments.threadPage(snippet.id, viewerId, limit, cursor);
      return {
        comments: page.threads.map((row) => presentComment(row, page.repliesByThread.get(row.id) ?? [])),
        totalComments: snippet.totalComments,
        totalThreads: snippet.totalThreads,
        nextCursor: nextCursorOf(page.threads, page.hasMore),
      };
    },
  );

  app.get(
    '/replies/:commentId',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['comments'],
        summary: "A comment's replies, newest first",
        params: commentRepliesParamsSchema,
        querystring: commentPageQuerySchema,
        response: { 200: replyListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cursor = cursorOf(request.query.cursor);
      const limit = request.query.limit ?? COMMENT_LIMITS.repliesPerPage;
      const parent = await comments.findRef(request.params.commentId, request.user?.id ?? null);
      if (!parent) throw notFound(COMMENT.notFound);
      const page = await comments.replyPage(parent.id, request.user?.id ?? null, limit, cursor);
      return {
        replies: page.replies.map(presentReply),
        replyCount: parent.replyCount,
        nextCursor: nextCursorOf(page.replies, page.hasMore),
      };
    },
  );
};

export default readRoutes;
