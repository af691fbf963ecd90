/**
 * Connected app (OAuth client) credentials of Salesforce Platform.
 * - Consumer key: `3MVG9` then about 80 characters of letters, digits, `.` and `_` (85 in all), found anywhere.
 * - Consumer secret: 64 hex digits (current) or 19 decimal digits (older apps), when written next to a name like
 *   `consumer_secret`, `client_secret`, `clientSecret`: on their own these shapes are too common to flag.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholder, isPlaceholderToken } from '../placeholder.js';
import { assignmentPattern, findAssignments } from './assignment.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const CONSUMER_KEY = /(?<![A-Za-z0-9._])3MVG9[A-Za-z0-9._]{50,120}/g;
const SECRET_NAMES = assignmentPattern(String.raw`(?:consumer|client)[_-]?secret`);
const SECRET_SHAPE = /^(?:[0-9A-Fa-f]{64}|[0-9]{19})$/;

function* findConnectedAppCredentials(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(CONSUMER_KEY)) {
    const text = match[0].replace(/\.+$/, '');
    if (isPlaceholderToken(text.slice(5))) continue;
    yield { kind: KINDS.consumerKey, start: match.index, end: match.index + text.length };
  }
  for (const { value, start, end } of findAssignments(content, SECRET_NAMES)) {
    if (SECRET_SHAPE.test(value) && !isPlaceholder(value)) yield { kind: KINDS.consumerSecret, start, end };
  }
}

export const connectedAppRule = createSecretRule(
  'connected-app',
  [KINDS.consumerKey, KINDS.consumerSecret],
  findConnectedAppCredentials,
);
