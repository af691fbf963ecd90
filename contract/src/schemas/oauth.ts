import { z } from './zod.js';
import { OAUTH, OAUTH_HANDOFF_KINDS, OAUTH_PROVIDERS } from '../oauth.js';
import { VALIDATION } from '../messages.js';
import { registerSchema } from './auth.js';
import { selfUserSchema } from './users.js';

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** GET /api/auth/oauth/{provider}/start: where to go once signed in (a same-site path). */
export const oauthStartQuerySchema = z.object({ redirect: z.string().max(2048).optional() });

/** GET /api/auth/oauth/{provider}/callback: what the provider sends back; checked by openid-client, not here. */
export const oauthCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/** A handoff code: 43 base64url characters (32 random bytes). */
const handoffCodeField = z
  .string({ error: OAUTH.handoffInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: OAUTH.handoffInvalid });

/** POST /api/auth/oauth/handoff: what the code asks of the person, without using it. */
export const oauthHandoffSchema = z.object({ code: handoffCodeField });

export const oauthHandoffResponseSchema = z.object({
  kind: z.enum(OAUTH_HANDOFF_KINDS),
  provider: z.enum(OAUTH_PROVIDERS),
  /** The provider's address (a new member's, or the one an existing member has). */
  email: z.string(),
  /** new-member: a free username made from the provider's, which the person may change. */
  suggestedUsername: z.string().nullable(),
  /** link-existing: how the existing member can prove the account is theirs. */
  existing: z
    .object({
      username: z.string(),
      hasPassword: z.boolean(),
      providers: z.array(z.enum(OAUTH_PROVIDERS)),
    })
    .nullable(),
});
export type OAuthHandoff = z.infer<typeof oauthHandoffResponseSchema>;

/**
 * POST /api/auth/oauth/complete: uses the code. `username` creates a new member (the register form's rule), `password`
 * proves the existing account is the person's; a sign-in needs neither.
 */
export const oauthCompleteSchema = z.object({
  code: handoffCodeField,
  username: registerSchema.shape.username.optional(),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, { error: VALIDATION.passwordRequired })
    .max(1024, { error: VALIDATION.passwordTooLong })
    .optional(),
});
export type OAuthCompleteInput = z.input<typeof oauthCompleteSchema>;

/** The username step's form: the register form's username rule alone. */
export const oauthUsernameFormSchema = z.object({ username: registerSchema.shape.username });
export type OAuthUsernameFormInput = z.input<typeof oauthUsernameFormSchema>;

/** The ownership step's form. */
export const oauthPasswordFormSchema = z.object({
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, { error: VALIDATION.passwordRequired }),
});

export const oauthCompleteResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: selfUserSchema,
  /** Where to go now: the page the person started from (a same-site path), or null for the home page. */
  redirect: z.string().nullable(),
});
export type OAuthCompleteResponse = z.infer<typeof oauthCompleteResponseSchema>;

/** GET /api/auth/oauth/accounts: how the member signs in. */
export const signInMethodsResponseSchema = z.object({
  hasPassword: z.boolean(),
  accounts: z.array(
    z.object({
      provider: z.enum(OAUTH_PROVIDERS),
      /** The provider's name for the account (a GitHub login, a Salesforce username), for recognising it. */
      name: z.string(),
      linkedAt: z.string(),
    }),
  ),
  /** The providers this site offers; a linked provider no longer offered can still be unlinked. */
  enabledProviders: z.array(z.enum(OAUTH_PROVIDERS)),
});
export type SignInMethods = z.infer<typeof signInMethodsResponseSchema>;

/** POST /api/auth/oauth/{provider}/link: the provider's address to go to (the browser leaves with it). */
export const oauthLinkResponseSchema = z.object({ url: z.string() });
