import { createHmac } from 'node:crypto';
import { SNIPPET, errorResponseSchema, snippetReactionResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { notFound } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { reactToSnippet } from '../../../commands/react-to-snippet.js';
import type { ReactionOutcome } from '../../../repositories/snippets/reactions.repository.js';
import { snippetIdParamsSchema } from './schemas.js';
import { presentReactionState } from './snippets.presenter.js';
import { secured } from '../route-docs.js';

/**
 * Who viewed: the member, or for a guest an HMAC of the address keyed with the server secret — stable for a day's
 * de-duplication, useless to anyone reading the table.
 */
export function viewerKey(userId: string | null, ip: string, secret: Uint8Array): string {
  if (userId) return `u:${userId}`;
  return `g:${createHmac('sha256', secret).update(`view:${ip}`).digest('base64url').slice(0, 32)}`;
}

/** Like, dislike, unlike, remove reaction, save, unsave, view: each idempotent, each answering the state after it. */
const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const reactions = app.snippetReactionsRepository;
  // One allowance per member for every like, dislike and save, here and on comments (REACTION_RATE_LIMIT_*).
  const reactionLimit = perMember(app.rateLimits.reactionsPerMember);

  /** The snippet's id, when the member (or guest) may read it: a private snippet is another's 404. */
  const snippetIdOf = async (idOrSlug: string, viewerId: string | null) => {
    const id = await snippets.findId(idOrSlug, viewerId);
    if (!id) throw notFound(SNIPPET.notFound);
    return id;
  };

  const memberAction = (
    method: 'POST' | 'DELETE',
    path: string,
    summary: string,
    act: (snippetId: string, userId: string) => Promise<ReactionOutcome>,
    message: (changed: boolean) => string,
  ) =>
    app.route({
      method,
      url: `/:id/${path}`,
      onRequest: [app.requireAuth, reactionLimit],
      config: { tokenScope: 'write' },
      schema: {
        tags: ['snippets'],
        summary,
        security: secured,
        params: snippetIdParamsSchema,
        response: {
          200: snippetReactionResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const user = currentMember(request);
        const { changed, state } = await act(await snippetIdOf(request.params.id, user.id), user.id);
        return presentReactionState(message(changed), state);
      },
    });

  memberAction(
    'POST',
    'like',
    'Like (replaces a dislike; a second like changes nothing)',
    (s, u) => reactToSnippet(app, s, u, 'like'),
    () => SNIPPET.liked,
  );
  memberAction(
    'POST',
    'dislike',
    'Dislike (replaces a like)',
    (s, u) => reactToSnippet(app, s, u, 'dislike'),
    () => SNIPPET.disliked,
  );
  memberAction(
    'POST',
    'unlike',
    'Remove a like',
    (s, u) => reactions.removeReaction(s, u, 'like'),
    () => SNIPPET.reactionRemoved,
  );
  memberAction(
    'DELETE',
    'reaction',
    'Remove a like or dislike',
    (s, u) => reactions.removeReaction(s, u, null),
    () => SNIPPET.reactionRemoved,
  );
  memberAction(
    'POST',
    'save',
    "Save (a second save answers 200 'Snippet already saved')",
    (s, u) => reactions.save(s, u),
    (changed) => (changed ? SNIPPET.saved : SNIPPET.alreadySaved),
  );
  memberAction(
    'DELETE',
    'save',
    'Remove from saved',
    (s, u) => reactions.unsave(s, u),
    (changed) => (changed ? SNIPPET.unsaved : SNIPPET.notSaved),
  );

  app.post(
    '/:id/view',
    {
      // View counts on pages may lag by PAGE_CACHE_TTL: a view moving the content version would empty every
      // process's page cache on each page view (decision 030).
      config: { changesPages: false },
      schema: {
        tags: ['snippets'],
        summary: 'Count a view (once per member, or per guest address, per day)',
        params: snippetIdParamsSchema,
        response: { 200: snippetReactionResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? null;
      const snippetId = await snippetIdOf(request.params.id, userId);
      const { state } = await reactions.view(
        snippetId,
        viewerKey(userId, request.ip, app.config.jwtSecret),
        userId,
      );
      return presentReactionState(SNIPPET.viewRecorded, state);
    },
  );
};

export default reactionRoutes;
