import { z } from 'zod';
import { duration, settingDocs } from './fields.js';

/** What each app process keeps in memory: rendered pages (decision 030) and checked tokens (decision 037). */
export const cacheEnv = {
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).default(32).register(settingDocs, {
    description:
      'Memory each app process gives to rendered anonymous pages (decision 030); 0 renders every request.',
  }),
  PAGE_CACHE_TTL: duration('30s').register(settingDocs, {
    description:
      'Longest a rendered page is reused when no write has changed the content (view counts move without one).',
  }),
  SESSION_CACHE_TTL: duration('10s', { zero: true }).register(settingDocs, {
    description:
      "How long each app process reuses a member's checked token before asking the database again (decision 037); a logout, a password or role change ends it at once on every process. 0s asks every time.",
  }),
  SESSION_CACHE_MAX: z.coerce.number().int().min(1).default(20_000).register(settingDocs, {
    description:
      'Signed-in tokens each app process keeps checked at most (the least recently used go first).',
  }),
};
