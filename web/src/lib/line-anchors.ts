/** The id of line `line` (1-based) of file `file` (its index) in a snippet's code view: what a line link names. */
export const lineElementId = (file: number, line: number) => `file-${file}-L${line}`;

/** Lines `start` to `end` (1-based, inclusive) of a snippet's file `file` (its index). */
export interface LineSpan {
  file: number;
  start: number;
  end: number;
}

/**
 * The fragment of a link to some lines: the first line's id (`#file-0-L12`), and for a range its last line after it
 * as GitHub writes it (`#file-0-L12-L14`). A page that draws the lines marks and scrolls to them (lineSpanOf).
 */
export function lineSpanHash({ file, start, end }: LineSpan): string {
  return `#${lineElementId(file, start)}${end > start ? `-L${end}` : ''}`;
}

/** The lines a fragment names in lineSpanHash's form, or null for any other fragment. */
export function lineSpanOf(hash: string): LineSpan | null {
  const match = /^#?file-(\d{1,3})-L(\d{1,6})(?:-L(\d{1,6}))?$/.exec(hash);
  if (!match) return null;
  const start = Number(match[2]);
  const end = match[3] === undefined ? start : Number(match[3]);
  if (start < 1 || end < start) return null;
  return { file: Number(match[1]), start, end };
}
