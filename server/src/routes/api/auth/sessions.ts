import {
  RECOVERY,
  messageResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
} from '@cloud-snippets/contract';
import Bowser from 'bowser';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, currentSession } from '../../../plugins/app/auth.js';
import { notFound } from '../../../plugins/app/errors.js';
import { errorResponses, secured } from '../route-docs.js';

/** "Chrome on macOS" from a user agent; "Unknown device" when it says nothing useful. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/** The member's signed-in devices and signing one out (decision 051). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = app.sessionsRepository;

  app.get(
    '/sessions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Where the member is signed in: each live session's device and when it was last seen",
        security: secured,
        response: { 200: sessionListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, session: current } = currentSession(request);
      const rows = await sessions.listLive(user.id);
      const list = rows.map((row) => ({
        id: row.id,
        device: deviceOf(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === current.id,
      }));
      return { sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary:
          'Sign out every session but this one ("sign out everywhere else"), at once on every app process',
        security: secured,
        querystring: z.object({ others: z.literal('true') }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user, session } = currentSession(request);
      const count = await app.revokingAuth({ userIds: [user.id] }, () =>
        sessions.deleteOthers(user.id, session.id),
      );
      return { message: RECOVERY.othersEnded(count) };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'Sign one of the sessions out, at once on every app process',
        security: secured,
        params: sessionParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const ended = await app.revokingAuth({ sessionIds: [request.params.id] }, () =>
        sessions.deleteOwn(user.id, request.params.id),
      );
      if (!ended) throw notFound(RECOVERY.sessionNotFound);
      return { message: RECOVERY.sessionEnded };
    },
  );
};

export default sessionRoutes;
