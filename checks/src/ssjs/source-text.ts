/**
 * Reading the source around a node: the next token's offset (past blanks and comments), and short pieces of code to
 * put into a fix ("var total = 0;" rather than "use var").
 */

/** Offset of the next character that is neither white space nor inside a comment, from `from`; -1 at the end. */
export function nextToken(text: string, from: number): number {
  let i = from;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff || code === 0x2028) {
      i += 1;
    } else if (code === 47 && text.charCodeAt(i + 1) === 47) {
      const end = text.indexOf('\n', i + 2);
      i = end === -1 ? n : end + 1;
    } else if (code === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else {
      return i;
    }
  }
  return -1;
}

/** Longest piece of code put into a fix. */
const MAX_PIECE = 60;

/** The code from `start` to `end` when it is short and on one line; undefined otherwise. */
export function piece(text: string, start: number, end: number, max = MAX_PIECE): string | undefined {
  if (end - start > max || end <= start) return undefined;
  const value = text.slice(start, end);
  return value.includes('\n') ? undefined : value;
}

/** A fix template with `$a` (receiver) and `$1` (first argument) filled in where known, left as `a` and `x` if not. */
export function fillFix(
  template: string,
  receiver: string | undefined,
  firstArgument: string | undefined,
): string {
  return template.replaceAll('$a', receiver ?? 'a').replaceAll('$1', firstArgument ?? 'x');
}
