/**
 * The shape of the runs-in and effect rules: each finds the offset of its first evidence in a file. Most are a pattern
 * read in one masked view of some dialects; the rest are functions of the whole file.
 */
import type { Dialect, PreparedFile } from './prepared-file.js';

export interface SuggestionRule<V extends string> {
  value: V;
  /** The offset of the first evidence in the file, or -1. */
  find: (file: PreparedFile) => number;
}

/** `code` keeps string literals (names, paths, keys); `bare` blanks them (keywords, calls). */
export type View = 'code' | 'bare';

/** The offset of the first match of `pattern` in the views of `dialects`, past any whitespace it starts with; -1. */
export function firstMatch(
  file: PreparedFile,
  dialects: readonly Dialect[],
  view: View,
  pattern: RegExp,
): number {
  let first = -1;
  for (const dialect of dialects) {
    const text = file.views[dialect]?.[view];
    if (text === undefined) continue;
    const match = pattern.exec(text);
    if (match === null) continue;
    const offset = match.index + match[0].length - match[0].trimStart().length;
    if (first === -1 || offset < first) first = offset;
  }
  return first;
}

/**
 * A rule that matches `pattern` (no `g` flag) in one view of some dialects; with `requires`, only in a file where
 * that also matches (in the code view of the same dialects).
 */
export function patternRule<V extends string>(
  value: V,
  dialects: readonly Dialect[],
  view: View,
  pattern: RegExp,
  requires?: RegExp,
): SuggestionRule<V> {
  return {
    value,
    find: (file) =>
      requires !== undefined && firstMatch(file, dialects, 'code', requires) === -1
        ? -1
        : firstMatch(file, dialects, view, pattern),
  };
}
