import { z } from './zod.js';
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_SCOPES } from '../access-tokens.js';
import { ACCESS_TOKENS } from '../messages/access-tokens.js';
import { VALIDATION } from '../messages/account.js';

/** POST /api/tokens: a name unique among the member's tokens, a lifetime, and at least one scope. */
export const accessTokenCreateSchema = z.object({
  name: z
    .string({ error: ACCESS_TOKENS.nameRequired })
    .trim()
    .min(1, { error: ACCESS_TOKENS.nameRequired })
    .max(ACCESS_TOKEN_LIMITS.nameMax, {
      error: VALIDATION.fieldTooLong('Token name', ACCESS_TOKEN_LIMITS.nameMax),
    }),
  /** null: no expiry. */
  expiresInDays: z.literal(ACCESS_TOKEN_EXPIRY_DAYS, { error: ACCESS_TOKENS.expiryInvalid }).nullable(),
  scopes: z
    .array(z.enum(ACCESS_TOKEN_SCOPES, { error: ACCESS_TOKENS.scopeInvalid }), {
      error: ACCESS_TOKENS.scopesRequired,
    })
    .min(1, { error: ACCESS_TOKENS.scopesRequired })
    .max(ACCESS_TOKEN_SCOPES.length, { error: ACCESS_TOKENS.scopeInvalid })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: ACCESS_TOKENS.scopeInvalid }),
});
export type AccessTokenCreateInput = z.infer<typeof accessTokenCreateSchema>;

/** One of the member's tokens as its list shows it: never the secret, only its hint (`csp_…a1B2`). */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string(),
  scopes: z.array(z.enum(ACCESS_TOKEN_SCOPES)),
  createdAt: z.string(),
  /** null: no expiry. */
  expiresAt: z.string().nullable(),
  /** null: never used. */
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** GET /api/tokens: the member's tokens, newest first. */
export const accessTokenListResponseSchema = z.object({ accessTokens: z.array(accessTokenSchema) });

/** POST /api/tokens's answer: the token itself, shown this once, and its entry in the list. */
export const accessTokenCreatedResponseSchema = z.object({
  token: z.string(),
  accessToken: accessTokenSchema,
});

export const accessTokenParamsSchema = z.object({ id: z.uuid({ error: ACCESS_TOKENS.notFound }) });
