import { diffLines } from 'diff';

/**
 * One line of a comparison. Line numbers are indexes into the text's lines (`code.split('\n')`), the same indexes
 * the highlighter's lines have, so each row can be drawn with its own side's colours.
 */
export type DiffLine =
  | { kind: 'same'; oldLine: number; newLine: number }
  | { kind: 'removed'; oldLine: number }
  | { kind: 'added'; newLine: number };

/** What the comparison shows: runs of lines, and runs of unchanged lines folded away (a reader can open them). */
export type DiffBlock = { kind: 'shown'; lines: DiffLine[] } | { kind: 'folded'; lines: DiffLine[] };

/** Unchanged lines kept around each change, as `git diff` and GitHub keep them. */
export const DIFF_CONTEXT_LINES = 3;

/** A final line break ends the last line: it is not a line of its own, on either side. */
const asLines = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** The line-by-line difference between two texts, with both sides' line numbers (jsdiff's diffLines). */
export function lineDiff(oldText: string, newText: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const change of diffLines(asLines(oldText), asLines(newText), { stripTrailingCr: true })) {
    const count = change.count ?? 0;
    for (let index = 0; index < count; index += 1) {
      if (change.added) lines.push({ kind: 'added', newLine: newLine++ });
      else if (change.removed) lines.push({ kind: 'removed', oldLine: oldLine++ });
      else lines.push({ kind: 'same', oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return lines;
}

/** How many lines a comparison adds and removes. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}

/**
 * The lines as blocks: every change with `context` unchanged lines before and after it shown, the unchanged lines
 * between folded. A fold shorter than a line or two is not worth a click, so runs of up to two lines stay shown.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = DIFF_CONTEXT_LINES): DiffBlock[] {
  const isShown = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length - 1, index + context);
    for (let shown = from; shown <= to; shown += 1) isShown[shown] = true;
  });
  const blocks: DiffBlock[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && isShown[end] === isShown[start]) end += 1;
    const run = lines.slice(start, end);
    const kind = isShown[start] || run.length <= 2 ? 'shown' : 'folded';
    const previous = blocks.at(-1);
    if (previous?.kind === 'shown' && kind === 'shown') previous.lines.push(...run);
    else blocks.push({ kind, lines: run });
    start = end;
  }
  return blocks;
}

/** One row of a side-by-side view: the old line on the left, the new on the right, either possibly empty. */
export interface SplitRow {
  left: DiffLine | null;
  right: DiffLine | null;
}

/**
 * Side by side: an unchanged line faces itself; a run of removed lines faces the run of added lines that follows
 * it, line for line, the longer run's rest facing nothing.
 */
export function splitRows(lines: readonly DiffLine[]): SplitRow[] {
  const rows: SplitRow[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.kind === 'same') {
      rows.push({ left: line, right: line });
      index += 1;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    while (index < lines.length && lines[index]!.kind === 'removed') removed.push(lines[index++]!);
    while (index < lines.length && lines[index]!.kind === 'added') added.push(lines[index++]!);
    for (let row = 0; row < Math.max(removed.length, added.length); row += 1)
      rows.push({ left: removed[row] ?? null, right: added[row] ?? null });
  }
  return rows;
}
