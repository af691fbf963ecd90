import { AUTH } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../../config.js';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      /** Failed logins per client IP. */
      loginPerIp: RateLimiter;
      /** Failed logins per account (routes/api/auth: loginAccountKey); a success resets it. */
      loginPerAccount: RateLimiter;
      /** Registration attempts per client IP. */
      registerPerIp: RateLimiter;
    };
    /** Builds another limiter on the same store (Redis when configured), e.g. for comments or the contact form. */
    createRateLimiter(name: string, rule: RateLimitRule, message: string): RateLimiter;
  }
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
    });
  },
  { name: 'rate-limits', dependencies: ['context', 'redis'] },
);
