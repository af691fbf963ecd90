import { AUTH } from '@cloud-snippets/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import { isAdmin } from '../../policies/users.policy.js';
import { forbidden, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a guest (or a token that no longer works). */
    user: UserRow | null;
    session: SessionRow | null;
    /** A bearer token came with the request but is invalid, expired or revoked. */
    hasRejectedToken: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in member: 401 otherwise, before any body is read. */
    requireAuth(request: FastifyRequest): Promise<void>;
    /** onRequest hook for admin-only routes: 401 for guests, 403 for members. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Optional authentication on every API request: a valid bearer JWT (HS256, exp) whose session row still exists
 * sets request.user. Public routes just read it; protected routes add requireAuth.
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const sessions = app.sessionsRepository;
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('hasRejectedToken', false);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return;
      const token = BEARER.exec(header)?.[1];
      const claims = token ? await app.tokens.verify(token) : null;
      const found = claims ? await sessions.findActiveWithUser(claims.sessionId, claims.userId) : null;
      if (!found) {
        request.hasRejectedToken = true;
        return;
      }
      request.user = found.user;
      request.session = found.session;
    });

    const requireAuth = async (request: FastifyRequest) => {
      if (!request.user)
        throw unauthorized(request.hasRejectedToken ? AUTH.sessionExpired : AUTH.authenticationRequired);
    };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireAuth(request);
      if (!isAdmin(request.user)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['context', 'repositories'] },
);

/** The signed-in member and session inside a handler behind requireAuth. */
export function currentSession(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}
