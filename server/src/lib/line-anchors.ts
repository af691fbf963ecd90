import { COMMENT_VALIDATION, type LineAnchorInput, type SnippetFile } from '@cloud-snippets/contract';
import { diffArrays } from 'diff';

/**
 * A file's lines as the code view numbers them (decision 076): split on line breaks, a final empty line (the
 * code's last newline) not counted — the web's CodeLines draws the same lines.
 */
export function codeLines(code: string): string[] {
  const lines = code.split('\n');
  return lines.length > 1 && lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

/** A line range (1-based, inclusive). */
export interface LineRange {
  start: number;
  end: number;
}

/** The anchor a member asked for, checked against the files of the revision they read. */
export type ResolvedAnchor =
  { fileName: string; quote: string } | { field: 'line.file' | 'line.end'; error: string };

/** The file's name and the quoted lines, or why the anchor does not fit the files. */
export function resolveAnchor(files: readonly SnippetFile[], line: LineAnchorInput): ResolvedAnchor {
  const file = files[line.file];
  if (!file) return { field: 'line.file', error: COMMENT_VALIDATION.lineFileMissing };
  const lines = codeLines(file.code);
  if (line.end > lines.length)
    return { field: 'line.end', error: COMMENT_VALIDATION.lineOutOfRange(lines.length) };
  return { fileName: file.name, quote: lines.slice(line.start - 1, line.end).join('\n') };
}

/**
 * Where each line of `before` is in `after`, for the lines an edit left unchanged (their number in `after`);
 * changed and removed lines are absent. One line diff per file pair, as the revisions' own diff compares them.
 */
export function unchangedLines(before: string, after: string): Map<number, number> {
  const moved = new Map<number, number>();
  let oldLine = 1;
  let newLine = 1;
  for (const part of diffArrays(codeLines(before), codeLines(after))) {
    const count = part.value.length;
    if (part.added) newLine += count;
    else if (part.removed) oldLine += count;
    else {
      for (let i = 0; i < count; i += 1) moved.set(oldLine + i, newLine + i);
      oldLine += count;
      newLine += count;
    }
  }
  return moved;
}

/**
 * A range after an edit: moved with the lines inserted or deleted above it when every line of it is unchanged and
 * they are still together; null otherwise, so a comment is never shown beside lines it was not written about.
 */
export function mapRange(moved: Map<number, number>, range: LineRange): LineRange | null {
  const start = moved.get(range.start);
  if (start === undefined) return null;
  for (let line = range.start; line <= range.end; line += 1) {
    if (moved.get(line) !== start + (line - range.start)) return null;
  }
  return { start, end: start + (range.end - range.start) };
}
