/**
 * Suggests where a snippet runs, what it changes and what a reader sets up first, from its code (decision 047). The
 * editor offers each suggestion with the line that prompted it; the author accepts or removes it. Suggestions cover
 * every platform: the caller keeps the runs-in values of the snippet's platform.
 */
import { EFFECTS, RUNS_IN } from '@cloud-snippets/contract';
import type { CheckedFile } from '../code-checks.js';
import { EFFECT_RULES } from './effect-rules.js';
import { mergePrerequisites } from './found-prerequisite.js';
import { prepareFile, type PreparedFile } from './prepared-file.js';
import { PREREQUISITE_FINDERS } from './prerequisite-rules.js';
import { reasonAt } from './reason.js';
import type { SuggestionRule } from './rule.js';
import { RUNS_IN_RULES } from './runs-in-rules.js';
import type { ContextSuggestions, SuggestionReason } from './types.js';

/** The suggestions for a snippet's files (the first file is the snippet's `code`). */
export function suggestContext(files: readonly CheckedFile[]): ContextSuggestions {
  const prepared = files.map(prepareFile);
  return {
    runsIn: firstReasons(
      prepared,
      RUNS_IN.map((option) => option.value),
      RUNS_IN_RULES,
    ),
    effects: firstReasons(
      prepared,
      EFFECTS.map((option) => option.value),
      EFFECT_RULES,
    ),
    prerequisites: mergePrerequisites(PREREQUISITE_FINDERS.flatMap((find) => find(prepared))),
  };
}

/** For each value, in the given order, the earliest evidence any of its rules finds (by file, then offset). */
function firstReasons<V extends string>(
  files: readonly PreparedFile[],
  order: readonly V[],
  rules: readonly SuggestionRule<V>[],
): { value: V; reason: SuggestionReason }[] {
  const first = new Map<V, { file: PreparedFile; offset: number }>();
  for (const file of files) {
    for (const rule of rules) {
      const known = first.get(rule.value);
      if (known !== undefined && known.file !== file) continue;
      const offset = rule.find(file);
      if (offset !== -1 && (known === undefined || offset < known.offset))
        first.set(rule.value, { file, offset });
    }
  }
  return order.flatMap((value) => {
    const at = first.get(value);
    return at === undefined ? [] : [{ value, reason: reasonAt(at.file, at.offset) }];
  });
}
