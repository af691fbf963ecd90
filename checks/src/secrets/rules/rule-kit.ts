/**
 * Makes a secretlint rule from a function that finds secrets in a text. Every rule of this folder reports with the
 * kind id as message id, so scan.ts can name the kind; the message reads 'looks like <label>' and never carries the
 * matched value.
 */
import type { SecretLintRuleCreator, SecretLintRuleLocalizeMessages } from '@secretlint/types';
import type { SecretKind } from '../kinds.js';

export interface SecretMatch {
  kind: SecretKind;
  /** Offsets of the secret value in the text (end exclusive). */
  start: number;
  end: number;
}

export const RULE_ID_PREFIX = 'cloud-snippets/secretlint-rule-';

export function createSecretRule(
  name: string,
  kinds: readonly SecretKind[],
  find: (content: string) => Iterable<SecretMatch>,
): SecretLintRuleCreator {
  const messages: SecretLintRuleLocalizeMessages = Object.fromEntries(
    kinds.map((kind) => [kind.id, { en: () => `looks like ${kind.label}` }]),
  );
  return {
    messages,
    meta: { id: RULE_ID_PREFIX + name, type: 'scanner', recommended: true, supportedContentTypes: ['text'] },
    create(context) {
      const t = context.createTranslator(messages);
      return {
        file(source) {
          for (const match of find(source.content)) {
            context.report({ message: t(match.kind.id), range: [match.start, match.end] });
          }
        },
      };
    },
  };
}
