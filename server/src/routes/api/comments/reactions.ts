import {
  COMMENT,
  commentIdParamsSchema,
  commentReactionResponseSchema,
  errorResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReactionKind } from '../../../db/schema/index.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { notFound } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { presentCommentReaction } from './comments.presenter.js';
import { type CommentReactionOutcome } from '../../../repositories/comments/reactions.repository.js';
import { secured } from '../route-docs.js';

const MESSAGES: Record<ReactionKind, { added: string; removed: string }> = {
  like: { added: COMMENT.liked, removed: COMMENT.likeRemoved },
  dislike: { added: COMMENT.disliked, removed: COMMENT.dislikeRemoved },
};

/**
 * SPEC §4 Comments: POST like / dislike adds it (replacing the other kind; a repeat changes nothing); DELETE like /
 * dislike removes it if it is there. The toggle of SPEC's truth table is the web's: it sends DELETE to undo. Each
 * answers the counts and the member's state after the call.
 */
const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const reactions = app.commentReactionsRepository;
  // The same allowance as snippet reactions (REACTION_RATE_LIMIT_*).
  const reactionLimit = perMember(app.rateLimits.reactionsPerMember);

  const route = (
    method: 'POST' | 'DELETE',
    kind: ReactionKind,
    summary: string,
    act: (commentId: string, userId: string) => Promise<CommentReactionOutcome | null>,
  ) =>
    app.route({
      method,
      url: `/:id/${kind}`,
      onRequest: [app.requireAuth, reactionLimit],
      config: { tokenScope: 'write' },
      schema: {
        tags: ['comments'],
        summary,
        security: secured,
        params: commentIdParamsSchema,
        response: {
          200: commentReactionResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const user = currentMember(request);
        // A comment on a snippet the member may not read (another's private one) does not exist for them.
        if (!(await app.commentsRepository.findRef(request.params.id, user.id)))
          throw notFound(COMMENT.notFound);
        const outcome = await act(request.params.id, user.id);
        if (!outcome) throw notFound(COMMENT.notFound);
        const isOn = outcome.state.reaction === kind;
        return presentCommentReaction(isOn ? MESSAGES[kind].added : MESSAGES[kind].removed, outcome.state);
      },
    });

  for (const kind of ['like', 'dislike'] as const) {
    route(
      'POST',
      kind,
      `${kind === 'like' ? 'Like' : 'Dislike'} a comment (replaces the other reaction; a repeat changes nothing)`,
      (commentId, userId) => reactions.add(commentId, userId, kind),
    );
    route(
      'DELETE',
      kind,
      `Remove a ${kind} from a comment (nothing to remove is fine)`,
      (commentId, userId) => reactions.remove(commentId, userId, kind),
    );
  }
};

export default reactionRoutes;
