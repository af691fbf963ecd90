import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config.js';
import { tooManyRequests } from './http-errors.js';

/** A named allowance of events per key (an IP, an account) per window, answered with 429 + Retry-After. */
export interface RateLimiter {
  /**
   * Counts one event, atomically (one Redis command, or one step of this process): throws a 429 HttpError when the
   * key had no allowance left. Count an attempt before checking it — a password, say — so that a burst of parallel
   * attempts can never check more than the allowance; `refund` what turned out not to count.
   */
  consume(key: string): Promise<void>;
  /** Gives back one event counted by `consume` (e.g. a login that succeeded is not a failed attempt). */
  refund(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Part of the storage key: two limiters with different names never share counters. */
  name: string;
  rule: RateLimitRule;
  /** The 429 message. */
  message: string;
  /** Shared counters for every app process; null keeps them in this process. */
  redis: { client: Redis; keyPrefix: string } | null;
}

export function createRateLimiter({ name, rule, message, redis }: RateLimiterOptions): RateLimiter {
  const limits = { points: rule.points, duration: rule.durationSeconds };
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...limits,
        storeClient: redis.client,
        keyPrefix: `${redis.keyPrefix}:rl:${name}`,
        // While Redis is unreachable, count in memory rather than fail every request.
        insuranceLimiter: new RateLimiterMemory({ ...limits, keyPrefix: name }),
      })
    : new RateLimiterMemory({ ...limits, keyPrefix: name });

  const refuse = (msBeforeNext: number) => tooManyRequests(msBeforeNext / 1000, message);

  return {
    consume: async (key) => {
      try {
        await store.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw refuse(rejection.msBeforeNext);
        throw rejection;
      }
    },
    refund: async (key) => {
      await store.reward(key, 1);
    },
    reset: async (key) => {
      await store.delete(key);
    },
  };
}
