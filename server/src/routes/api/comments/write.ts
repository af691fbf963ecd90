import {
  COMMENT,
  SECRETS,
  SNIPPET,
  commentDeleteResponseSchema,
  commentIdParamsSchema,
  commentInputSchema,
  commentUpdateSchema,
  commentWriteResponseSchema,
  errorResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postComment } from '../../../commands/post-comment.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { forbidden, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { newMemberLimit } from '../../../plugins/app/new-members.js';
import { canDeleteComment, canEditComment, replyRefusal } from '../../../policies/comments.policy.js';
import { presentComment } from './comments.presenter.js';
import { errorResponses, secured } from '../route-docs.js';
import { secretErrors } from '../../../lib/secret-scan.js';

const errors = errorResponses(400, 401, 403, 404);

/** A refused reply: 400 with the rule on the parentCommentId field; nothing is stored. */
const replyRefused = (message: string) =>
  validationFailed([{ field: 'parentCommentId', error: message }], message);

/** POST (rate limited per member), PUT (author only) and DELETE (author or admin) of comments and replies. */
const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = app.commentsRepository;
  /** A comment never publishes a credential (decision 046): 400 naming each line, nothing stored. */
  const refuseSecrets = async (content: string) => {
    const found = await secretErrors([{ field: 'content', text: content }], app.config.jwtSecret);
    if (found.length > 0) throw validationFailed(found, SECRETS.textRefused);
  };
  const newCommentLimit = newMemberLimit(app, 'comments');
  const postsPerMember = app.createRateLimiter(
    'comments-member',
    app.config.rateLimits.commentsPerMember,
    COMMENT.tooMany,
  );

  /** The comment as its author now sees it, with its newest replies when it is top-level. */
  const presentable = async (id: string, viewerId: string) => {
    const found = await comments.findPresentable(id, viewerId);
    if (!found) throw notFound(COMMENT.notFound);
    return presentComment(found.comment, found.replies);
  };

  app.post(
    '/',
    {
      config: { tokenScope: 'write' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['comments'],
        summary: 'Comment on a snippet, or reply to a top-level comment (rate limited per member)',
        security: secured,
        body: commentInputSchema,
        response: { 201: commentWriteResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentMember(request);
      const { content } = request.body;
      const parentId = request.body.parentCommentId || null;
      const snippetId = await comments.snippetIdOf(request.body.snippetId, user.id);
      if (!snippetId) throw notFound(SNIPPET.notFound);
      if (parentId !== null) {
        const refusal = replyRefusal(await comments.findRef(parentId, user.id), snippetId);
        if (refusal) throw replyRefused(refusal);
      }
      await refuseSecrets(content);
      await newCommentLimit(user);
      // Only a post that passes every rule spends the member's allowance.
      await postsPerMember.consume(user.id);
      const created = await postComment(app, { snippetId, authorId: user.id, content, parentId });
      if ('refusal' in created) {
        if (created.refusal.kind === 'snippetMissing') throw notFound(SNIPPET.notFound);
        throw replyRefused(created.refusal.message);
      }
      return reply.code(201).send({
        comment: await presentable(created.id, user.id),
        message: parentId ? COMMENT.replyAdded : COMMENT.added,
      });
    },
  );

  app.put(
    '/:id',
    {
      config: { tokenScope: 'write' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['comments'],
        summary: 'Edit a comment (its author only; marks it edited)',
        security: secured,
        params: commentIdParamsSchema,
        body: commentUpdateSchema,
        response: { 200: commentWriteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const current = await comments.findRef(request.params.id, user.id);
      if (!current) throw notFound(COMMENT.notFound);
      if (!canEditComment(user, current)) throw forbidden(COMMENT.onlyAuthorEdits);
      await refuseSecrets(request.body.content);
      if (!(await comments.updateContent(current.id, request.body.content))) throw notFound(COMMENT.notFound);
      return { comment: await presentable(current.id, user.id), message: COMMENT.updated };
    },
  );

  app.delete(
    '/:id',
    {
      config: { tokenScope: 'write' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment with its replies (its author or an admin)',
        security: secured,
        params: commentIdParamsSchema,
        response: { 200: commentDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const current = await comments.findRef(request.params.id, user.id);
      if (!current) throw notFound(COMMENT.notFound);
      if (!canDeleteComment(user, current)) throw forbidden(COMMENT.onlyAuthorOrAdminDeletes);
      const deletedCount = await comments.delete(current);
      if (deletedCount === 0) throw notFound(COMMENT.notFound);
      return { message: COMMENT.deleted, deletedCount };
    },
  );
};

export default writeRoutes;
