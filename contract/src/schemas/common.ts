import { z } from './zod.js';
import { OAUTH_PROVIDERS } from '../oauth.js';

/** SPEC §5/§8: one error body everywhere. `errors` lists field errors when there are any. */
export const fieldErrorSchema = z.object({ field: z.string(), error: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/config: what the web app needs to know about the server's setup. */
export const publicConfigSchema = z.object({
  captcha: z.object({
    provider: z.enum(['none', 'recaptcha']),
    siteKey: z.string().nullable(),
  }),
  /** The sign-in providers configured on this server (decision 054); the login and register pages offer them. */
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Turns Zod issues into SPEC §5's list: the first error of each field. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, error: issue.message });
  }
  return errors;
}
