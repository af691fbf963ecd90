import { createHash, randomInt } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_RANDOM_LENGTH,
  BASE62,
  accessTokenFrom,
} from '@cloud-snippets/checks';

/** SHA-256 of a token, hex: what access_tokens keeps and looks a presented token up by (decision 073). */
export const hashAccessToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a bearer value is meant as a personal access token rather than a session's JWT. */
export const looksLikeAccessToken = (bearer: string): boolean => bearer.startsWith(ACCESS_TOKEN_PREFIX);

/** A new token (shown once), its hash (kept) and its hint (listed). */
export function newAccessToken(): { token: string; tokenHash: string; hint: string } {
  let random = '';
  // randomInt draws without modulo bias: each character carries log2(62) ≈ 5.95 bits, 178 bits in all.
  for (let i = 0; i < ACCESS_TOKEN_RANDOM_LENGTH; i++) random += BASE62[randomInt(BASE62.length)];
  const token = accessTokenFrom(random);
  return { token, tokenHash: hashAccessToken(token), hint: `${ACCESS_TOKEN_PREFIX}…${token.slice(-4)}` };
}
