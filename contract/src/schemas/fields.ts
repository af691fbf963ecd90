import { z } from './zod.js';
import { LIMITS } from '../constants.js';
import {
  EMAIL_PATTERN,
  hasOnlyAllowedPasswordCharacters,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_SPECIAL,
  USERNAME_PATTERN,
  isHttpUrl,
} from '../field-patterns.js';
import { VALIDATION } from '../messages.js';

/** 3–30 characters: letters, digits, underscore, hyphen. Unique case-insensitively (checked by the server). */
export const usernameField = z
  .string({ error: VALIDATION.usernameRequired })
  .trim()
  .min(1, { error: VALIDATION.usernameRequired, abort: true })
  .min(LIMITS.usernameMin, { error: VALIDATION.usernameTooShort, abort: true })
  .max(LIMITS.usernameMax, { error: VALIDATION.usernameTooLong, abort: true })
  .regex(USERNAME_PATTERN, { error: VALIDATION.usernameCharacters });

/** Trimmed and lowercased, so the same address is never registered twice. */
export const emailField = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, { error: VALIDATION.emailRequired, abort: true })
  .max(LIMITS.emailMax, { error: VALIDATION.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid })
  .toLowerCase();

/** SPEC §5: at least 8, a letter, a digit and one of @ $ ! % * # ? &, nothing else. */
export const passwordField = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, { error: VALIDATION.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, { error: VALIDATION.passwordTooShort, abort: true })
  .max(LIMITS.passwordMax, { error: VALIDATION.passwordTooLong, abort: true })
  .refine(
    (value) => PASSWORD_LETTER.test(value) && PASSWORD_DIGIT.test(value) && PASSWORD_SPECIAL.test(value),
    {
      error: VALIDATION.passwordComposition,
      abort: true,
    },
  )
  .refine(hasOnlyAllowedPasswordCharacters, { error: VALIDATION.passwordCharacters });

/** An absolute http(s) URL, or empty to clear the field. */
export const httpUrlField = z
  .string()
  .trim()
  .max(LIMITS.websiteMax, { error: VALIDATION.fieldTooLong('Website', LIMITS.websiteMax), abort: true })
  .refine((value) => value === '' || isHttpUrl(value), { error: VALIDATION.websiteInvalid });

/** A trimmed free-text field with a maximum length. */
export const textField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: VALIDATION.fieldTooLong(label, max) });
