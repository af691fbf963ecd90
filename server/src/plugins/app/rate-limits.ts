import { AUTH, SNIPPET } from '@cloud-snippets/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../../config.js';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.js';
import { currentMember } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      /** Failed logins per client IP. */
      loginPerIp: RateLimiter;
      /** Failed logins per account (routes/api/auth: loginAccountKey); a success resets it. */
      loginPerAccount: RateLimiter;
      /** Registration attempts per client IP. */
      registerPerIp: RateLimiter;
      /** Snippets created or edited per member. */
      snippetWritesPerMember: RateLimiter;
      /** Likes, dislikes, saves and their removals per member, snippets and comments sharing one allowance. */
      reactionsPerMember: RateLimiter;
    };
    /** Builds another limiter on the same store (Redis when configured), e.g. for comments or the contact form. */
    createRateLimiter(name: string, rule: RateLimitRule, message: string): RateLimiter;
  }
}

/**
 * An onRequest hook, placed after requireAuth, that counts one request against the signed-in member's allowance
 * and answers 429 with Retry-After when it is spent — before the body is parsed or the database is touched.
 */
export function perMember(limiter: RateLimiter): onRequestAsyncHookHandler {
  return async (request) => {
    await limiter.consume(currentMember(request).id);
  };
}

export default fp(
  async function rateLimitsPlugin(app: FastifyInstance) {
    const { redis: redisConfig, rateLimits } = app.config;
    const redis = app.redis && redisConfig ? { client: app.redis, keyPrefix: redisConfig.keyPrefix } : null;
    const create = (name: string, rule: RateLimitRule, message: string) =>
      createRateLimiter({ name, rule, message, redis });
    app.decorate('createRateLimiter', create);
    app.decorate('rateLimits', {
      loginPerIp: create('login-ip', rateLimits.loginPerIp, AUTH.tooManyLoginAttempts),
      loginPerAccount: create('login-account', rateLimits.loginPerAccount, AUTH.tooManyLoginAttempts),
      registerPerIp: create('register-ip', rateLimits.registerPerIp, AUTH.tooManyRegistrations),
      snippetWritesPerMember: create(
        'snippet-write-member',
        rateLimits.snippetWritesPerMember,
        SNIPPET.tooManyWrites,
      ),
      reactionsPerMember: create('reaction-member', rateLimits.reactionsPerMember, SNIPPET.tooManyReactions),
    });
  },
  { name: 'rate-limits', dependencies: ['context', 'redis'] },
);
