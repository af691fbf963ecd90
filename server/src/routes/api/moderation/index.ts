import {
  COMMENT_VALIDATION,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  SERVER_ERRORS,
  moderationActionInputSchema,
  moderationActionResponseSchema,
  moderationLogSchema,
  reportInputSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportResponseSchema,
  unsuspendParamsSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liftSuspension } from '../../../commands/lift-suspension.js';
import { moderate } from '../../../commands/moderate.js';
import { reportContent } from '../../../commands/report-content.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { canModerate } from '../../../policies/users.policy.js';
import { decodeCursor, encodeCursor } from '../../../repositories/comments/comments.cursor.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentLogEntry, presentQueueItem } from './moderation.presenter.js';
import suspensionRoutes from './suspensions.js';

const cursorOf = (value: string | undefined) => {
  if (value === undefined) return null;
  const cursor = decodeCursor(value);
  if (!cursor) throw badRequest(COMMENT_VALIDATION.cursorInvalid);
  return cursor;
};

/**
 * Moderation (decision 053): POST /api/reports for any member; the queue, the actions, suspensions and
 * the log under /api/moderation for moderators and admins. Every action is checked on the server against the
 * item's author, whatever the page showed.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(suspensionRoutes);
  const moderation = app.moderationRepository;
  const reportLimit = perMember(
    app.createRateLimiter(
      'report-member',
      app.config.rateLimits.reportsPerMember,
      MODERATION_MESSAGES.tooManyReports,
    ),
  );

  app.post(
    '/reports',
    {
      onRequest: [app.requireAuth, reportLimit],
      config: { changesPages: false },
      schema: {
        tags: ['moderation'],
        summary:
          'Report a snippet, a comment or a profile to the moderators (one open report per member per item)',
        security: secured,
        body: reportInputSchema,
        response: { 201: reportResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentMember(request);
      const outcome = await reportContent(app, user.id, request.body);
      if (outcome === 'missing') throw notFound(MODERATION_MESSAGES.notFound);
      if (outcome === 'own') throw forbidden(MODERATION_MESSAGES.cannotReportOwn);
      if (outcome === 'already') throw conflict(MODERATION_MESSAGES.alreadyReported);
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    },
  );

  app.get(
    '/moderation/reports',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue: reported items in context, the longest waiting first (moderators)',
        security: secured,
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const after = cursorOf(request.query.cursor);
      const [page, openCount] = await Promise.all([
        moderation.queue(after, MODERATION_LIMITS.queuePageSize),
        moderation.openCount(),
      ]);
      const last = page.items.at(-1);
      return {
        items: page.items.map((item) => presentQueueItem(item, page.reports)),
        openCount,
        nextCursor:
          page.hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.targetId }) : null,
      };
    },
  );

  app.post(
    '/moderation/actions',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'Act on a reported item: dismiss, hide, restore, delete, or suspend its author (moderators)',
        security: secured,
        body: moderationActionInputSchema,
        response: { 200: moderationActionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const input = request.body;
      if (input.action === 'delete' && input.targetKind === 'profile')
        throw badRequest(MODERATION_MESSAGES.deleteProfile);
      const act = () =>
        moderate(app, user.id, input, (target) => canModerate(user, { role: target.authorRole }));
      // A suspension ends the member's sessions: every process forgets their tokens before this answers.
      const outcome =
        input.action === 'suspend'
          ? await moderation
              .findTarget(input.targetKind, input.targetId)
              .then((target) => (target ? app.revokingAuth({ userIds: [target.authorId] }, act) : act()))
          : await act();
      if (outcome.kind === 'missing') throw notFound(MODERATION_MESSAGES.notFound);
      if (outcome.kind === 'refused') throw forbidden(MODERATION_MESSAGES.cannotModerateStaff);
      if (outcome.kind === 'not-hidden') throw conflict(MODERATION_MESSAGES.notHidden);
      return { message: MODERATION_MESSAGES.done[input.action] };
    },
  );

  app.delete(
    '/moderation/suspensions/:username',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: "Lift a member's suspension (moderators)",
        security: secured,
        params: unsuspendParamsSchema,
        response: { 200: moderationActionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const outcome = await liftSuspension(app, user.id, request.params.username);
      if (outcome === 'missing') throw notFound(SERVER_ERRORS.userNotFound);
      if (outcome === 'not-suspended') throw conflict(MODERATION_MESSAGES.notSuspended);
      return { message: MODERATION_MESSAGES.unsuspended };
    },
  );

  app.get(
    '/moderation/log',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'Every moderation action, newest first: who did what to what, when and why (moderators)',
        security: secured,
        querystring: reportQueueQuerySchema,
        response: { 200: moderationLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await moderation.log(cursorOf(request.query.cursor), MODERATION_LIMITS.logPageSize);
      const last = page.rows.at(-1);
      return {
        entries: page.rows.map(presentLogEntry),
        nextCursor: page.hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
      };
    },
  );
};

export default moderationRoutes;
