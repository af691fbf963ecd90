/**
 * Collects the AMPscript findings of one file: turns 0-based offsets into 1-based lines and columns (a line table
 * built once, then a binary search), and can be told to stay quiet while the content of an unterminated block is
 * read, whose text is mostly HTML and would only produce noise after the 'unterminated block' finding.
 */
import type { Finding, FindingSeverity } from '../finding.js';

/** Every rule of the AMPscript check, without the `ampscript/` prefix. */
export const AMPSCRIPT_RULES = [
  'unterminated-block',
  'unbalanced-delimiter',
  'unterminated-string',
  'unterminated-comment',
  'unbalanced-parentheses',
  'unexpected-token',
  'if-without-endif',
  'endif-without-if',
  'else-after-else',
  'for-without-next',
  'next-without-for',
  'next-mismatch',
  'missing-then',
  'missing-to',
  'missing-do',
  'set-target',
  'unknown-function',
  'argument-count',
] as const;

export type AmpscriptRule = (typeof AMPSCRIPT_RULES)[number];

export class FindingSink {
  readonly findings: Finding[] = [];
  /** While true, add() drops what it is given. */
  quiet = false;
  private lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  add(
    rule: AmpscriptRule,
    start: number,
    end: number,
    message: string,
    options: { severity?: FindingSeverity; fix?: string } = {},
  ): void {
    if (this.quiet) return;
    const from = this.position(start);
    const to = this.position(Math.max(start, end));
    this.findings.push({
      rule: `ampscript/${rule}`,
      severity: options.severity ?? 'error',
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      message,
      ...(options.fix === undefined ? {} : { fix: options.fix }),
    });
  }

  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; column: number } {
    const starts = (this.lineStarts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  }

  /** The 1-based line of an offset. */
  line(offset: number): number {
    return this.position(offset).line;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
