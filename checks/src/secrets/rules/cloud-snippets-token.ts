/**
 * This site's own personal access tokens (decision 073): `csp_`, 30 base62 characters and a 6-character checksum.
 * Only a value whose checksum matches is reported, so a made-up `csp_…` in documentation or a test is left alone.
 */
import { ACCESS_TOKEN_LENGTH, ACCESS_TOKEN_PREFIX, isAccessToken } from '../access-token-format.js';
import { KINDS } from '../kinds.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const CANDIDATE = new RegExp(
  `(?<![A-Za-z0-9_])${ACCESS_TOKEN_PREFIX}[0-9A-Za-z]{${ACCESS_TOKEN_LENGTH - ACCESS_TOKEN_PREFIX.length}}(?![A-Za-z0-9_])`,
  'g',
);

function* findAccessTokens(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(CANDIDATE)) {
    if (!isAccessToken(match[0])) continue;
    yield { kind: KINDS.cloudSnippetsToken, start: match.index, end: match.index + match[0].length };
  }
}

export const cloudSnippetsTokenRule = createSecretRule(
  'cloud-snippets-token',
  [KINDS.cloudSnippetsToken],
  findAccessTokens,
);
