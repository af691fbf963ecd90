/**
 * Salesforce access and session tokens, and refresh tokens, by their exact shape.
 * - Access/session token: the org id (`00D` + 12 or 15 alphanumerics) then `!` then the session part
 *   (`00D5g000004SxYzEAK!AQ4AQH…`, about 100 characters of letters, digits, `.` and `_`).
 * - Refresh token: `5Aep861` then about 80 characters of the same alphabet.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholderToken } from '../placeholder.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const ACCESS_TOKEN = /(?<![A-Za-z0-9])00D[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?![A-Za-z0-9._]{40,300}/g;
const REFRESH_TOKEN = /(?<![A-Za-z0-9._])5Aep861[A-Za-z0-9._]{40,300}/g;

function* findTokens(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(ACCESS_TOKEN)) {
    const text = match[0].replace(/\.+$/, '');
    const bang = text.indexOf('!');
    if (isPlaceholderToken(text.slice(bang + 1)) || isPlaceholderToken(text.slice(3, bang))) continue;
    yield { kind: KINDS.salesforceAccessToken, start: match.index, end: match.index + text.length };
  }
  for (const match of content.matchAll(REFRESH_TOKEN)) {
    const text = match[0].replace(/\.+$/, '');
    if (isPlaceholderToken(text.slice(7))) continue;
    yield { kind: KINDS.salesforceRefreshToken, start: match.index, end: match.index + text.length };
  }
}

export const salesforceTokensRule = createSecretRule(
  'salesforce-tokens',
  [KINDS.salesforceAccessToken, KINDS.salesforceRefreshToken],
  findTokens,
);
