/**
 * The catch-all: a random-looking literal (16+ characters, 3+ bits of entropy per character, not English words;
 * see randomness.ts) written next to a secret-sounding name — `clientSecret`, `client_secret`, `apiKey`, `api_key`,
 * `x-api-key`, `secret`, `token`, `accessToken`, `access_token`, `refresh_token`, `privateKey` — or after `Bearer `.
 * Passwords (`password`, `passwd`, `pwd`) need not look random: any quoted 8+ character literal mixing letters with
 * digits or symbols counts. Names of tokens that are not credentials (`nextPageToken`, `csrfToken`, WebDAV's
 * `Lock-Token`, Marketing Cloud's paging `requestToken`) are skipped, and so is a bare `token=` in a link's query
 * string, where it is a per-recipient value (`?token=<hash of the email>`), not a key.
 */
import { KINDS, type SecretKind } from '../kinds.js';
import { isPlaceholder } from '../placeholder.js';
import { looksRandom } from '../randomness.js';
import { assignmentPattern, findAssignments, type Assignment } from './assignment.js';
import { isPassword } from './passwords.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const SECRET_NAMES = assignmentPattern(
  String.raw`secret(?:[_-]?key)?|api[_-]?key|apikey|token|password|passwd|pwd|private[_-]?key`,
);
const NOT_CREDENTIAL_TOKENS =
  /(?:page|next|continuation|sync|cancel|csrf|xsrf|cursor|pagination|event|device|push|registration|lock|request)[_-]?token$/i;
const BEARER = /\bBearer[ \t]+(?<token>[A-Za-z0-9._~+/=-]{16,})/dg;

function kindOfName(name: string): SecretKind | undefined {
  const lower = name.toLowerCase();
  if (/(?:password|passwd|pwd)$/.test(lower)) return KINDS.password;
  if (/private[_-]?key$/.test(lower)) return KINDS.privateKeyValue;
  if (/api[_-]?key$|apikey$/.test(lower)) return KINDS.apiKey;
  if (/token$/.test(lower)) return NOT_CREDENTIAL_TOKENS.test(lower) ? undefined : KINDS.accessToken;
  if (/(?:client|consumer)[_-]?secret/.test(lower)) return KINDS.clientSecret;
  return KINDS.secret;
}

/**
 * A typed password: 8+ characters with a letter and a digit or symbol (`Str0ng!pass`), so that kebab-case names and
 * dotted paths (`one-time-code`, `headers.cookie`) are not taken for one.
 */
const looksLikePassword = (value: string): boolean =>
  isPassword(value, 8) && /[A-Za-z]/.test(value) && /[^A-Za-z_.-]/.test(value);

/** `…?id=1&token=…` in a link: the recipient's token, not a credential (`access_token=` still counts). */
const isLinkToken = (content: string, { name, nameStart, operator }: Assignment): boolean =>
  operator === '=' && /^token$/i.test(name) && /[?&]/.test(content.charAt(nameStart - 1));

function* findAssignedSecrets(content: string): Generator<SecretMatch> {
  for (const assignment of findAssignments(content, SECRET_NAMES)) {
    const { name, operator, value, start, end, quoted } = assignment;
    const kind = kindOfName(name);
    if (kind === undefined || isLinkToken(content, assignment)) continue;
    // Passwords must be assigned: `'new-password', 'current-password'` is a list of autocomplete values.
    const found =
      kind === KINDS.password ? quoted && operator !== ',' && looksLikePassword(value) : looksRandom(value);
    if (found && !isPlaceholder(value)) yield { kind, start, end };
  }
  for (const match of content.matchAll(BEARER)) {
    const span = match.indices?.groups?.token;
    const value = match.groups?.token ?? '';
    if (span && looksRandom(value) && !isPlaceholder(value))
      yield { kind: KINDS.accessToken, start: span[0], end: span[1] };
  }
}

export const assignedSecretsRule = createSecretRule(
  'assigned-secrets',
  [KINDS.clientSecret, KINDS.secret, KINDS.apiKey, KINDS.accessToken, KINDS.password, KINDS.privateKeyValue],
  findAssignedSecrets,
);
