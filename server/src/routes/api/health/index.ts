import { errorResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rootCause } from '../../../db/errors.js';
import { NEVER_STORED } from '../../../plugins/app/api-caching.js';
import { databaseUnavailable, shuttingDown } from '../../../plugins/app/errors.js';

/** How long readiness waits for `select 1`: a database slower than this is not ready to serve requests. */
export const READINESS_TIMEOUT_MS = 1000;

/**
 * GET /api/health: liveness, answered by the process alone (restart the process when this fails).
 * GET /api/health/ready: readiness (route traffic here or not): 503 while the database does not answer within
 * READINESS_TIMEOUT_MS on a connection of its own, and from the moment a shutdown starts.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A cached "ok" would hide a process or a database that has stopped answering.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NEVER_STORED);
  });

  app.get(
    '',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness: the process answers (the database is not consulted)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags: ['meta'],
        summary: 'Readiness: the database answers and the server is not shutting down',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (app.connections.isDraining) throw shuttingDown();
      try {
        await app.database.ping(READINESS_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ database: rootCause(error) }, 'readiness: the database did not answer');
        throw databaseUnavailable();
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

export default healthRoutes;
