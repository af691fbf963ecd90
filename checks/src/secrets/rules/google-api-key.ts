/**
 * Google API keys (Maps, Firebase, Gemini…): `AIza` then 35 characters of letters, digits, `_` and `-`. The
 * recommended preset's GCP rule only finds service account key files, so this fills the gap.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholderToken } from '../placeholder.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const GOOGLE_API_KEY = /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g;

function* findGoogleApiKeys(content: string): Generator<SecretMatch> {
  for (const match of content.matchAll(GOOGLE_API_KEY)) {
    if (isPlaceholderToken(match[0].slice(4))) continue;
    yield { kind: KINDS.googleApiKey, start: match.index, end: match.index + match[0].length };
  }
}

export const googleApiKeyRule = createSecretRule('google-api-key', [KINDS.googleApiKey], findGoogleApiKeys);
