import { z } from './zod.js';
import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from '../constants.js';
import { VALIDATION } from '../messages.js';

const specials = PASSWORD_SPECIAL_CHARACTERS.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&');

/** Letters, digits, underscore and hyphen (SPEC §5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A practical address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_LETTER = /[A-Za-z]/;
export const PASSWORD_DIGIT = /\d/;
export const PASSWORD_SPECIAL = new RegExp(`[${specials}]`);
/** Only letters, digits and the special characters of SPEC §5. */
export const PASSWORD_ALLOWED = new RegExp(`^[A-Za-z\\d${specials}]+$`);

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
  .regex(PASSWORD_ALLOWED, { error: VALIDATION.passwordCharacters });

/** An absolute http(s) URL, or empty to clear the field. */
export const httpUrlField = z
  .string()
  .trim()
  .max(LIMITS.websiteMax, { error: VALIDATION.fieldTooLong('Website', LIMITS.websiteMax), abort: true })
  .refine((value) => value === '' || isHttpUrl(value), { error: VALIDATION.websiteInvalid });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A trimmed free-text field with a maximum length. */
export const textField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: VALIDATION.fieldTooLong(label, max) });
