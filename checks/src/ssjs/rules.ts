/**
 * The SSJS rules as data (decision 044): what each flags, why SSJS cannot run it, the ES3 way to write it, and where
 * that is written down. Marketing Cloud's SSJS engine runs ECMAScript 3 (ECMA-262, 3rd edition, 1999) and Salesforce's
 * two libraries, Platform (always there) and Core (after `Platform.Load("core", …)`). The severity of a finding is its
 * rule's; `error` keeps the 'SSJS-safe' mark off, `warning` informs.
 */
import type { SsjsRule } from './rule-sources.js';
import { BUILT_IN_RULES } from './rules-builtins.js';
import { CORE_LIBRARY_RULES } from './rules-core-library.js';
import { SYNTAX_RULES } from './rules-syntax.js';

export type { SsjsRule } from './rule-sources.js';

/** Every rule, in the order of the decision record. */
export const SSJS_RULES: readonly SsjsRule[] = [...SYNTAX_RULES, ...BUILT_IN_RULES, ...CORE_LIBRARY_RULES];

/** The rules by id. */
export const SSJS_RULE_BY_ID: ReadonlyMap<string, SsjsRule> = new Map(
  SSJS_RULES.map((entry) => [entry.id, entry]),
);

/** A rule by id; the ids the checks use all exist (a test holds them to it). */
export function ssjsRule(id: string): SsjsRule {
  const found = SSJS_RULE_BY_ID.get(id);
  if (!found) throw new Error(`Unknown SSJS rule ${id}`);
  return found;
}
