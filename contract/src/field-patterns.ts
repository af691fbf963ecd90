/**
 * The character rules of SPEC §5's fields, shared by the schemas, the register form's live checks and the strength
 * meter. Kept out of schemas/ so that what only needs a pattern does not load Zod.
 */
import { PASSWORD_SPECIAL_CHARACTERS } from './constants.js';

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
/**
 * Whether a password holds only the characters SPEC §5 allows (an empty one has none it refuses): the schema refuses
 * it and the strength meter scores it nothing, by this one rule.
 */
export const hasOnlyAllowedPasswordCharacters = (password: string): boolean =>
  password === '' || PASSWORD_ALLOWED.test(password);

/** The token of a mail link (password reset, address confirmation): 43 base64url characters, 32 random bytes. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An absolute http(s) URL whose host has a dot. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
