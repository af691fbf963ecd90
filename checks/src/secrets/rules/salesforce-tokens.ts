/**
 * Salesforce access and session tokens, and refresh tokens, by their exact shape.
 * - Access/session token: the org id (`00D` + 12 or 15 alphanumerics) then `!` then the session part
 *   (`00D5g000004SxYzEAK!AQ4AQH…`, about 100 characters of letters, digits, `.` and `_`).
 * - Refresh token: `5Aep861` then about 80 characters of the same alphabet.
 * The org id is judged by its shape, not its randomness: real ones are mostly zeros (`00D5e0000001aBc`,
 * `00DA0000000XyZ1EAB`: a 2-character instance, a zero-padded sequence, a case-safe suffix), so the run test of
 * isPlaceholderToken took 23% of realistic tokens for stand-ins. Only the session part must look random.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholderToken } from '../placeholder.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const ACCESS_TOKEN = /(?<![A-Za-z0-9])00D[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?![A-Za-z0-9._]{40,300}/g;
/**
 * Stand-ins for an org id: template marks and placeholder words, the `00Dxx…` of Salesforce's documentation, or
 * nothing but one character besides the zeros (`00DXXXXXXXXXXXX`, `00D000000000000`).
 */
function isPlaceholderOrgId(orgId: string): boolean {
  if (isPlaceholderToken(orgId.replace(/0+/g, ''))) return true;
  if (orgId.startsWith('00Dxx')) return true;
  return new Set(orgId.slice(3).replace(/0/g, '')).size < 2;
}

/**
 * Stand-ins for the session part. A real one is random and can hold `...` by chance (about 1 token in 2,500), so
 * `...` marks a stand-in only when no stretch between them is long enough to be a token (`AQ4AQH...`).
 */
function isPlaceholderSession(session: string): boolean {
  const longest = session.split(/\.{3,}|…/).reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length < 40 || isPlaceholderToken(longest);
}

const REFRESH_TOKEN = /(?<![A-Za-z0-9._])5Aep861[A-Za-z0-9._]{40,300}/g;

function* findTokens(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(ACCESS_TOKEN)) {
    const text = match[0].replace(/\.+$/, '');
    const bang = text.indexOf('!');
    if (isPlaceholderSession(text.slice(bang + 1)) || isPlaceholderOrgId(text.slice(0, bang))) continue;
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
