import { z } from './zod.js';
import { isReservedUsername } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { emailField, passwordField, usernameField } from './fields.js';
import { selfUserSchema } from './users.js';

/** Bot-protection token; required by the server only when a provider is configured. */
const recaptchaToken = z.string().max(4096).optional();

/** POST /api/auth/register (SPEC §7). Unknown keys such as role or stats are dropped. */
export const registerSchema = z.object({
  /** Not one of RESERVED_USERNAMES (route words such as 'profile', names such as 'admin'). */
  username: usernameField.refine((username) => !isReservedUsername(username), {
    error: VALIDATION.usernameReserved,
  }),
  email: emailField,
  password: passwordField,
  recaptchaToken,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form's own fields: the API payload plus confirmation and terms (SPEC §5). */
const registerFormFieldsSchema = registerSchema.omit({ recaptchaToken: true }).extend({
  confirmPassword: z.string().min(1, { error: VALIDATION.passwordsDoNotMatch }),
  acceptTerms: z.boolean().refine((accepted) => accepted, { error: VALIDATION.termsRequired }),
});

/**
 * Confirmation must match. Checked as a separate schema so that the live form shows the mismatch even while
 * another field is still invalid (an object-level refine is skipped once a field has aborted).
 */
export const passwordConfirmationSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The register form (SPEC §5): every field rule plus the confirmation. */
export const registerFormSchema = z.intersection(registerFormFieldsSchema, passwordConfirmationSchema);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /api/auth/login: identifier is an email or a username, matched case-insensitively. */
export const loginSchema = z.object({
  identifier: z
    .string({ error: VALIDATION.identifierRequired })
    .trim()
    .min(1, { error: VALIDATION.identifierRequired })
    .max(254, { error: VALIDATION.identifierRequired }),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, { error: VALIDATION.passwordRequired })
    .max(1024, { error: VALIDATION.passwordTooLong }),
  remember: z.boolean().optional().default(false),
  recaptchaToken,
});
export type LoginInput = z.input<typeof loginSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  /** ISO time at which the token stops working. */
  expiresAt: z.string(),
  user: selfUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({ user: selfUserSchema });
