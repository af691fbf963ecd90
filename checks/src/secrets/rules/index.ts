/**
 * The rules this module adds to secretlint's recommended preset: Salesforce and Marketing Cloud credentials,
 * passwords in logins, JWTs, Google API keys, this site's own access tokens and random values under secret-sounding names. One file per family.
 */
import type { SecretLintRuleCreator } from '@secretlint/types';
import { assignedSecretsRule } from './assigned-secrets.js';
import { cloudSnippetsTokenRule } from './cloud-snippets-token.js';
import { connectedAppRule } from './connected-app.js';
import { googleApiKeyRule } from './google-api-key.js';
import { jwtRule } from './jwt.js';
import { marketingCloudRule } from './marketing-cloud.js';
import { passwordsRule } from './passwords.js';
import { salesforceTokensRule } from './salesforce-tokens.js';

export const salesforceRules: readonly SecretLintRuleCreator[] = [
  salesforceTokensRule,
  connectedAppRule,
  marketingCloudRule,
  passwordsRule,
  jwtRule,
  googleApiKeyRule,
  cloudSnippetsTokenRule,
  assignedSecretsRule,
];
