import { ACCESS_TOKENS, type AccessTokenScope } from '@cloud-snippets/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenRow, UserRow } from '../../db/schema/index.js';
import { hashAccessToken } from '../../lib/access-tokens.js';
import { createSessionCache } from '../../lib/session-cache.js';
import { isSuspended } from '../../policies/users.policy.js';
import { forbidden } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a personal access token needs to be used on this route (decision 073): `read` (a token without it is a
     * guest here), `write` (refused without it). A route that does not say refuses every token: account, password,
     * email, roles, tokens, sessions and moderation never take one.
     */
    tokenScope?: AccessTokenScope;
  }
}

/**
 * Personal access tokens on the API (decision 073): looked up by their SHA-256, kept for a few seconds in a cache of
 * their own (the sessions' kind, decision 037) that the database's 't:<id>' and 'u:<id>' announcements empty, and
 * checked against what the route allows.
 */
export function createAccessTokenAuth(app: FastifyInstance) {
  const tokens = app.accessTokensRepository;
  const cache = createSessionCache<AccessTokenRow, UserRow>({
    ttlMs: app.config.sessionCache.ttlSeconds * 1000,
    max: app.config.sessionCache.max,
  });

  async function lookUp(request: FastifyRequest, token: string) {
    const cached = cache.get(token);
    if (cached) return cached;
    const generation = cache.generation();
    const found = await tokens.findActiveWithUser(hashAccessToken(token));
    // A suspension deletes the member's tokens in its own transaction; this refuses one that raced it.
    if (!found || isSuspended(found.user)) return null;
    const entry = {
      sessionId: found.accessToken.id,
      userId: found.user.id,
      session: found.accessToken,
      ...found,
    };
    cache.set(token, entry, generation);
    // "Last used" for the member's list; never delays the request, never fails it.
    tokens
      .touch(found.accessToken)
      .catch((error: unknown) => request.log.warn({ err: error }, 'last use of an access token not kept'));
    return entry;
  }

  return {
    cache,
    /**
     * Sets request.user and request.accessToken for a live token the route accepts; a token that is not live is a
     * rejected token (401 where sign-in is needed). Throws 403 where the route takes no token or needs `write`.
     */
    async authenticate(request: FastifyRequest, token: string): Promise<void> {
      // A path no route takes answers its 404 whatever came with it.
      if (request.routeOptions.url === undefined) return;
      const found = await lookUp(request, token);
      if (!found) {
        request.hasRejectedToken = true;
        return;
      }
      const needed = request.routeOptions.config.tokenScope;
      if (!needed) throw forbidden(ACCESS_TOKENS.notUsableHere);
      if (!found.session.scopes.includes(needed)) {
        if (needed === 'write') throw forbidden(ACCESS_TOKENS.lacksScope(needed));
        // Public reads answer as for a guest; what needs sign-in says which scope is missing (requireAuth).
        request.missingTokenScope = needed;
        return;
      }
      request.user = found.user;
      request.accessToken = found.session;
    },
  };
}
