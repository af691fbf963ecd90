/**
 * scanSecrets(): runs secretlint (recommended preset + the Salesforce rules of rules/) over a snippet, a revision,
 * a comment or a profile field, and turns its messages into findings: one per secret, in text order, each naming
 * its kind and carrying a fingerprint of the value instead of the value. The same code runs in the editor's worker
 * and on the server.
 */
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import type { SecretLintCoreResultMessage } from '@secretlint/types';
import { positionAt } from '../finding.js';
import { fingerprint } from './fingerprint.js';
import { kindOfMessage, type SecretKind } from './kinds.js';
import { mergeCandidates, type Candidate } from './merge-findings.js';
import { isPlaceholder, isPlaceholderToken } from './placeholder.js';
import { RULE_ID_PREFIX } from './rules/rule-kit.js';
import { secretlintConfig } from './secretlint-config.js';
import type { SecretFinding } from './types.js';

/** How far after a preset message's start its secret may sit (the AWS rule's range starts at the key's name). */
const VALUE_SEARCH_WINDOW = 300;

/**
 * A message's range, narrowed to the secret itself when the rule put the value in its data but reported a range
 * that starts earlier (the AWS secret access key rule reports from the `aws_secret_access_key` name on).
 */
function valueRange(text: string, message: SecretLintCoreResultMessage): [number, number] {
  const [start, end] = message.range;
  const values = Object.values(message.data ?? {}).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  let best: [number, number] | undefined;
  for (const value of values) {
    const at = text.indexOf(value, start);
    if (at === -1 || at > start + VALUE_SEARCH_WINDOW) continue;
    if (best === undefined || value.length > best[1] - best[0]) best = [at, at + value.length];
  }
  return best ?? [start, end];
}

/** The password of a `scheme://user:password@host` URL (the preset's basic-auth and database rules). */
const URL_PASSWORD = /:\/\/[^:/\s@]+:([^@/\s]+)@/;

/**
 * Whether what a preset rule matched is a stand-in. The preset knows nothing of `ghp_xxxx…`, `{{token}}` or
 * `postgres://user:somepassword@host`. Our rules check this themselves, each for its format: checking their matches
 * again here took realistic access tokens for stand-ins (the zeros of the org id, or a `...` inside the random part).
 */
function isPlaceholderMatch(value: string): boolean {
  if (isPlaceholderToken(value)) return true;
  const password = URL_PASSWORD.exec(value)?.[1];
  return password !== undefined && isPlaceholder(password);
}

/** `YOUR_MARKETING_CLOUD_CLIENT_SECRET`: a stand-in the scan itself recognises as one. */
const placeholderFor = (kind: SecretKind): string => `YOUR_${kind.id.toUpperCase().replace(/-/g, '_')}`;

function toFinding(text: string, { kind, start, end }: Candidate): SecretFinding {
  const from = positionAt(text, start);
  const to = positionAt(text, end);
  return {
    rule: `secret/${kind.id}`,
    severity: 'error',
    line: from.line,
    column: from.column,
    endLine: to.line,
    endColumn: to.column,
    message: `looks like ${kind.label}`,
    fix: `Replace it with a placeholder such as ${placeholderFor(kind)}, and revoke it if it was real.`,
    kind: kind.label,
    fingerprint: fingerprint(text.slice(start, end)),
  };
}

/**
 * What any rule needs to find something: a run of 12 or more token characters (every rule's value is longer: keys,
 * tokens, the 16-character floor of the high-entropy rule, 19-digit consumer secrets), or a word a shorter secret
 * comes with (a password in a login call or a connection string, a URL's user:password, a key's BEGIN line). A text
 * with neither, most comments and profile fields, skips secretlint: 0.24 ms a comment, a third of a comment
 * request's CPU on the server. The rule tests run through this gate, so a rule it would hide fails them.
 */
const MAY_HOLD_A_SECRET =
  /[\w\-.+/=!]{12,}|pass|pwd|secret|token|key|login|auth|bearer|:\/\/|BEGIN|credential/i;

/** Every credential in a text, sorted by position; the matched values appear only as fingerprints. */
export async function scanSecrets(text: string): Promise<SecretFinding[]> {
  if (!MAY_HOLD_A_SECRET.test(text)) return [];
  // secretlint's profiler is on by default and leaves performance marks behind on every scan.
  secretLintProfiler.setEnabled(false);
  // secretlint drops a leading BOM and counts offsets without it; a space keeps our offsets and theirs equal.
  const content = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const result = await lintSource({
    source: { content, filePath: 'snippet.txt', ext: '.txt', contentType: 'text' },
    options: { config: secretlintConfig, noPhysicFilePath: true },
  });
  const candidates: Candidate[] = [];
  for (const message of result.messages) {
    const [start, end] = valueRange(text, message);
    const ours = message.ruleId.startsWith(RULE_ID_PREFIX);
    if (!ours && isPlaceholderMatch(text.slice(start, end))) continue;
    candidates.push({ kind: kindOfMessage(message.ruleId, message.messageId), start, end });
  }
  return mergeCandidates(candidates).map((candidate) => toFinding(text, candidate));
}
