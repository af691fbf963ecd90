import { VALIDATION } from '@cloud-snippets/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { illFormedTextPaths } from '../../lib/ill-formed-text.js';
import { notFound, validationFailed } from './errors.js';

/**
 * Refuses, for every route and before any handler or database sees it, text that PostgreSQL cannot take (a NUL, a
 * lone surrogate: lib/ill-formed-text.ts): in a path parameter it names nothing that can exist (404); in the query
 * or the JSON body it is a 400 naming the field. Runs after the body is parsed, before schema validation.
 */
function refuseIllFormedText(request: FastifyRequest) {
  if (illFormedTextPaths(request.params).length > 0) throw notFound();
  const fields = [...illFormedTextPaths(request.query), ...illFormedTextPaths(request.body)];
  if (fields.length > 0) {
    throw validationFailed(
      fields.map((path) => ({ field: path.join('.') || 'body', error: VALIDATION.invalidCharacters })),
    );
  }
}

/** Registered at the root before the routes (fastify-plugin), so its hook runs for every route. */
export default fp(
  async function wellFormedInputPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => refuseIllFormedText(request));
  },
  { name: 'well-formed-input', dependencies: ['errors'] },
);
