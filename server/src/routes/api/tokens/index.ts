import {
  ACCESS_TOKENS,
  ACCESS_TOKEN_LIMITS,
  accessTokenCreateSchema,
  accessTokenCreatedResponseSchema,
  accessTokenListResponseSchema,
  accessTokenParamsSchema,
} from '@cloud-snippets/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../../plugins/app/auth.js';
import { badRequest, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { newAccessToken } from '../../../lib/access-tokens.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentAccessToken } from './tokens.presenter.js';

const DAY_MS = 86_400_000;

/**
 * A member's personal access tokens (decision 073). These routes declare no tokenScope: only a signed-in session
 * makes, lists or revokes tokens, so a leaked token cannot make itself another.
 */
const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.accessTokensRepository;

  app.get(
    '/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tokens'],
        summary: "The member's personal access tokens, newest first (never the tokens themselves)",
        security: secured,
        response: { 200: accessTokenListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { accessTokens: (await tokens.listForUser(user.id)).map(presentAccessToken) };
    },
  );

  app.post(
    '/',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['tokens'],
        summary: 'Make a personal access token; the answer holds the token, shown this once',
        security: secured,
        body: accessTokenCreateSchema,
        response: { 201: accessTokenCreatedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { name, expiresInDays, scopes } = request.body;
      const { token, tokenHash, hint } = newAccessToken();
      const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
      const made = await tokens.create(user.id, { name, tokenHash, hint, scopes, expiresAt });
      if (made === 'too-many') throw badRequest(ACCESS_TOKENS.tooMany(ACCESS_TOKEN_LIMITS.perMember));
      if (made === 'name-taken') throw validationFailed([{ field: 'name', error: ACCESS_TOKENS.nameTaken }]);
      return reply.status(201).send({ token, accessToken: presentAccessToken(made) });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['tokens'],
        summary: 'Revoke a personal access token, at once on every app process',
        security: secured,
        params: accessTokenParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { id } = request.params;
      const revoked = await app.revokingAuth({ accessTokenIds: [id] }, () => tokens.deleteOwn(user.id, id));
      if (!revoked) throw notFound(ACCESS_TOKENS.notFound);
      return reply.status(204).send(null);
    },
  );
};

export default accessTokenRoutes;
