import { SERVER_ERRORS, errorResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../../../plugins/app/errors.js';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database ping failed');
        throw serviceUnavailable(SERVER_ERRORS.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

export default healthRoutes;
