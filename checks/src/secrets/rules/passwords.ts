/**
 * Passwords written where a login happens:
 * - a login call with two literals: jsforce `conn.login('user@acme.com', 'pass')`, `sforce.connection.login(…)`;
 * - Apex `System.setPassword(userId, 'pass')` / `user.setPassword('pass')`;
 * - connection strings `Server=…;User ID=…;Password=…;` (and `Pwd=`);
 * - form-encoded bodies `username=…&password=…` (the OAuth password grant);
 * - the security token that goes with a password (`security_token='…'`, 20–30 letters and digits).
 * A password is any literal of 6+ characters that is not a placeholder: they need not look random.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholder } from '../placeholder.js';
import { looksRandom } from '../randomness.js';
import { assignmentPattern, findAssignments } from './assignment.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';
import type { SecretKind } from '../kinds.js';

const LOGIN_CALL = /\blogin\s*\(\s*(["'`])[^"'`\n]*\1\s*,\s*(["'`])(?<password>[^"'`\n]+)\2/dgi;
const SET_PASSWORD = /\bsetPassword\s*\(\s*(?:[^,()'"\n]+,\s*)?(["'])(?<password>[^"'\n]+)\1/dg;
const CONNECTION_STRING_PASSWORD = /(?<=^|[;"'`\s])(?:password|pwd)\s*=\s*(?<password>[^;"'`\s]+)/dgim;
const CONNECTION_STRING_KEYS =
  /(?:server|data source|host|uid|user id|username|user|database|initial catalog)\s*=/i;
const SECURITY_TOKEN_NAMES = assignmentPattern(String.raw`security[_-]?token`);
const SECURITY_TOKEN_SHAPE = /^[A-Za-z0-9]{20,30}$/;
const FORM_PASSWORD =
  /(?:(?<=[?&])|(?<=^|["'`\s])(?=password=[^&\s"'`#]+&))password=(?<password>[^&\s"'`#]+)/dgim;

/** The line around an offset, to see whether `Password=` sits in a connection string. */
function lineAround(content: string, offset: number): string {
  const start = content.lastIndexOf('\n', offset) + 1;
  const end = content.indexOf('\n', offset);
  return content.slice(start, end === -1 ? content.length : end);
}

/** MIME types, paths and URLs passed where a test helper's second argument goes: `login(body, 'application/xml')`. */
const NOT_A_PASSWORD = /^(?:[\w.+-]+\/[\w.+-]+|\/.*|[a-z]+:.*)$/;

/** Whether a literal written as a password could be one: 6+ characters, no spaces, not a path or a placeholder. */
export const isPassword = (value: string, minLength = 6): boolean =>
  value.length >= minLength && !/\s/.test(value) && !NOT_A_PASSWORD.test(value) && !isPlaceholder(value);

function* matchesOf(content: string, pattern: RegExp, kind: SecretKind): Generator<SecretMatch> {
  for (const match of content.matchAll(pattern)) {
    const span = match.indices?.groups?.password;
    const value = match.groups?.password;
    if (span === undefined || value === undefined || !isPassword(value)) continue;
    if (kind === KINDS.connectionStringPassword) {
      const line = lineAround(content, span[0]);
      if (!line.includes(';') || !CONNECTION_STRING_KEYS.test(line)) continue;
    }
    yield { kind, start: span[0], end: span[1] };
  }
}

function* findPasswords(content: string): Generator<SecretMatch> {
  yield* matchesOf(content, LOGIN_CALL, KINDS.loginPassword);
  yield* matchesOf(content, SET_PASSWORD, KINDS.loginPassword);
  yield* matchesOf(content, CONNECTION_STRING_PASSWORD, KINDS.connectionStringPassword);
  yield* matchesOf(content, FORM_PASSWORD, KINDS.formPassword);
  for (const { value, start, end } of findAssignments(content, SECURITY_TOKEN_NAMES)) {
    if (SECURITY_TOKEN_SHAPE.test(value) && looksRandom(value) && !isPlaceholder(value)) {
      yield { kind: KINDS.securityToken, start, end };
    }
  }
}

export const passwordsRule = createSecretRule(
  'passwords',
  [KINDS.loginPassword, KINDS.connectionStringPassword, KINDS.formPassword, KINDS.securityToken],
  findPasswords,
);
