/**
 * JSON Web Tokens: three base64url parts, the first two JSON objects (`eyJ` is `{"`), and a signature of 16+
 * characters (`eyJhbGciOi….eyJzdWIiOi….SflKxw…`), with any further parts. Marketing Cloud and Salesforce OAuth
 * hand these out as access tokens. The jwt.io sample token is a well-known example, not a credential.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholderToken } from '../placeholder.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const JWT =
  /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.(?<signature>[A-Za-z0-9_-]{16,})(?:\.[A-Za-z0-9_-]+)*/dg;
const KNOWN_SAMPLE_SIGNATURES = new Set(['SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c']);

function* findJwts(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(JWT)) {
    const signature = match.groups?.signature ?? '';
    if (KNOWN_SAMPLE_SIGNATURES.has(signature) || isPlaceholderToken(match[0])) continue;
    yield { kind: KINDS.jwt, start: match.index, end: match.index + match[0].length };
  }
}

export const jwtRule = createSecretRule('jwt', [KINDS.jwt], findJwts);
