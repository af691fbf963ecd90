/**
 * The secretlint configuration every scan uses, built once: the rules of the recommended preset (AWS, GCP,
 * GitHub, Slack, private keys, npm, Stripe, database URLs…) plus this module's Salesforce rules. The preset's
 * rules are registered one by one rather than as the preset, because secretlint ignores `disabled` on a rule
 * inside a preset, and two of them are changed:
 * - AWS access key ids (`AKIA…`) are scanned too (the preset leaves them off by default); AWS account ids are not
 *   reported, as they name an account rather than unlock it;
 * - the filter-comments rule is left out, so `secretlint-disable` comments are not honoured: an author who means to
 *   publish a placeholder says so with the recorded bypass (blockingSecrets), not with a comment nobody reviews.
 */
import { rules as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig, SecretLintCoreConfigRule } from '@secretlint/types';
import { salesforceRules } from './rules/index.js';

const AWS_RULE = '@secretlint/secretlint-rule-aws';
const FILTER_COMMENTS_RULE = '@secretlint/secretlint-rule-filter-comments';

const presetRules: SecretLintCoreConfigRule[] = recommendedRules
  .filter((rule) => rule.meta.id !== FILTER_COMMENTS_RULE)
  .map((rule) =>
    rule.meta.id === AWS_RULE
      ? { id: rule.meta.id, rule, options: { enableIDScanRule: true }, allowMessageIds: ['AWSAccountID'] }
      : { id: rule.meta.id, rule },
  );

export const secretlintConfig: SecretLintCoreConfig = {
  rules: [...presetRules, ...salesforceRules.map((rule) => ({ id: rule.meta.id, rule }))],
};
