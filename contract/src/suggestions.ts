/**
 * Suggested changes on line comments (decision 077): a line comment's ```suggestion block is the replacement text
 * for its lines, as GitHub writes it. The server reads it from the comment's body; the web composer writes it.
 */

/** A profile's count of suggested changes applied: "3 suggestions applied". */
export const suggestionsAppliedLabel = (count: number): string =>
  `${count} ${count === 1 ? 'suggestion' : 'suggestions'} applied`;

/** How many suggestions one apply may take. */
export const SUGGESTIONS_PER_APPLY_MAX = 20;

/** What a suggested change is now: waiting, made into a revision, or written on lines that changed since. */
export const SUGGESTION_STATES = ['open', 'applied', 'outdated'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

/** The first ```suggestion block: its fence on a line of its own, closed by a fence at least as long. */
const SUGGESTION_BLOCK = /^(`{3,}|~{3,})[ \t]*suggestion[ \t]*\r?\n([\s\S]*?)^\1[`~]*[ \t]*$/m;

/**
 * The replacement text of a comment's first ```suggestion block ('' removes the lines), or null when it has none.
 * Line breaks become \n; the block's own last line break is the fence's, not the text's.
 */
export function suggestionOf(content: string): string | null {
  const match = SUGGESTION_BLOCK.exec(content.replace(/\r\n?/g, '\n'));
  if (!match) return null;
  return (match[2] ?? '').replace(/\n$/, '');
}

/** The comment's words without its suggestion block, which the web shows as a diff instead. */
export function withoutSuggestion(content: string): string {
  return content.replace(/\r\n?/g, '\n').replace(SUGGESTION_BLOCK, '').trim();
}

/** The block the composer inserts for the selected lines: they are the text to change. */
export function suggestionBlock(lines: string): string {
  const fence = /^`{3,}/m.test(lines) ? '~~~' : '```';
  return `${fence}suggestion\n${lines}\n${fence}`;
}

/** Whether two line ranges of the same file share a line. */
export function rangesOverlap(
  a: { file: number; start: number; end: number },
  b: { file: number; start: number; end: number },
): boolean {
  return a.file === b.file && a.start <= b.end && b.start <= a.end;
}
