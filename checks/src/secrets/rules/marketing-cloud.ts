/**
 * Marketing Cloud Engagement installed-package (API integration) credentials, by name and shape:
 * - client id: 24 lowercase letters and digits, next to `client_id` / `clientId` (`"client_id": "…"`,
 *   `SET @clientId = "…"`, `&client_id=…`, `setHeader("client_id", "…")`);
 * - client secret: 24 letters (both cases) and digits, next to `client_secret` / `clientSecret`.
 * Tenant subdomains and MIDs are not secrets: see company-identifiers.ts.
 */
import { KINDS } from '../kinds.js';
import { isPlaceholder } from '../placeholder.js';
import { MIN_ENTROPY, shannonEntropy, wordiness } from '../randomness.js';
import { assignmentPattern, findAssignments } from './assignment.js';
import { createSecretRule, type SecretMatch } from './rule-kit.js';

const CLIENT_ID_NAMES = assignmentPattern(String.raw`client[_-]?id`);
const CLIENT_SECRET_NAMES = assignmentPattern(String.raw`client[_-]?secret`);
const CLIENT_ID_SHAPE = /^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{24}$/;
const CLIENT_SECRET_SHAPE = /^(?=.*[A-Za-z])(?=.*[0-9A-Z])(?=.*[0-9a-z])[A-Za-z0-9]{24}$/;

/**
 * How wordy a value of these exact shapes may be. The general limit, 0.5, let 0.2% of random lowercase client ids
 * through (3 of 1,000 in corpora.test.ts: 'ispey30henlafo5njwyilfqt' reads as half words); of 100,000 random ones,
 * 0.7 or more is reached by 15 lowercase and 2 mixed-case values, while typed values of the shape score 0.9+
 * ('myclientidforthepackage1' 0.96, 'mySuperSecretClientValue' 0.92).
 */
const MAX_WORDINESS_OF_SHAPE = 0.7;

/** Random 24-character values have 3.45+ bits per character (lowercase and digits, 0.1st percentile). */
const looksGenerated = (value: string): boolean =>
  shannonEntropy(value) >= MIN_ENTROPY && wordiness(value) < MAX_WORDINESS_OF_SHAPE && !isPlaceholder(value);

function* findInstalledPackageCredentials(content: string): Generator<SecretMatch> {
  for (const { value, start, end } of findAssignments(content, CLIENT_ID_NAMES)) {
    if (CLIENT_ID_SHAPE.test(value) && looksGenerated(value)) {
      yield { kind: KINDS.marketingCloudClientId, start, end };
    }
  }
  for (const { value, start, end } of findAssignments(content, CLIENT_SECRET_NAMES)) {
    if (CLIENT_SECRET_SHAPE.test(value) && looksGenerated(value)) {
      yield { kind: KINDS.marketingCloudClientSecret, start, end };
    }
  }
}

export const marketingCloudRule = createSecretRule(
  'marketing-cloud',
  [KINDS.marketingCloudClientId, KINDS.marketingCloudClientSecret],
  findInstalledPackageCredentials,
);
