import { z } from './zod.js';
import { RECOVERY } from '../messages/recovery.js';
import { emailField, passwordField } from './fields.js';
import { LINK_TOKEN_PATTERN } from '../field-patterns.js';
import { VALIDATION } from '../messages.js';
import { selfUserSchema } from './users.js';

/** A link's token: 43 base64url characters (32 random bytes). */
const tokenField = z
  .string({ error: RECOVERY.resetLinkInvalid })
  .regex(LINK_TOKEN_PATTERN, { error: RECOVERY.resetLinkInvalid });

/** POST /api/auth/forgot-password: always the same answer (RECOVERY.resetRequested). */
export const forgotPasswordSchema = z.object({
  email: emailField,
  recaptchaToken: z.string().max(4096).optional(),
});

/** POST /api/auth/reset-password: the link's token and a new password under SPEC §5's rules. */
export const resetPasswordSchema = z.object({ token: tokenField, password: passwordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/verify-email: the token of a confirmation link (an address at registration, or a new one). */
export const verifyEmailSchema = z.object({ token: tokenField });

/** PUT /api/users/email: a new address, confirmed with the password; it takes effect once its link is opened. */
export const emailChangeSchema = z.object({
  email: emailField,
  password: z
    .string({ error: VALIDATION.currentPasswordRequired })
    .min(1, { error: VALIDATION.currentPasswordRequired })
    .max(1024, { error: VALIDATION.passwordTooLong }),
});

/** GET /api/auth/sessions: the member's signed-in devices, the current one first. */
export const sessionListResponseSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      /** "Chrome on macOS", from the user agent that signed in; "Unknown device" without one. */
      device: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type SessionList = z.infer<typeof sessionListResponseSchema>['sessions'];
export const sessionParamsSchema = z.object({ id: z.uuid({ error: RECOVERY.sessionNotFound }) });

/** PUT /api/users/email's answer: the message (where the link went) and the member, with pendingEmail set. */
export const emailChangeResponseSchema = z.object({ message: z.string(), user: selfUserSchema });
