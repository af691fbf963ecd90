import { describe, expect, it } from 'vitest';
import { diffStats, foldUnchanged, lineDiff, splitRows, type DiffLine } from './line-diff';

const lines = (count: number, prefix = 'line') =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

describe('lineDiff', () => {
  it('numbers each line on its own side, starting at 0 as the highlighter does', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', oldLine: 0, newLine: 0 },
      { kind: 'removed', oldLine: 1 },
      { kind: 'added', newLine: 1 },
      { kind: 'same', oldLine: 2, newLine: 2 },
      { kind: 'added', newLine: 3 },
    ]);
  });

  it('does not count a final line break as a change', () => {
    expect(lineDiff('a\nb\n', 'a\nb')).toEqual([
      { kind: 'same', oldLine: 0, newLine: 0 },
      { kind: 'same', oldLine: 1, newLine: 1 },
    ]);
  });

  it('ignores CRLF against LF line ends', () => {
    expect(diffStats(lineDiff('a\r\nb\r\n', 'a\nb\n'))).toEqual({ added: 0, removed: 0 });
  });

  it('counts lines added and removed', () => {
    expect(diffStats(lineDiff('a\nb\nc', 'x\nb'))).toEqual({ added: 1, removed: 2 });
    expect(diffStats(lineDiff('', 'one\ntwo'))).toEqual({ added: 2, removed: 1 });
  });
});

describe('foldUnchanged', () => {
  it('keeps three lines around a change and folds the rest', () => {
    const before = lines(20);
    const after = [...before];
    after[9] = 'changed';
    const blocks = foldUnchanged(lineDiff(before.join('\n'), after.join('\n')));
    expect(blocks.map((block) => [block.kind, block.lines.length])).toEqual([
      ['folded', 6],
      ['shown', 8], // 3 before, the removed and the added line, 3 after
      ['folded', 7],
    ]);
  });

  it('shows a gap of one or two unchanged lines rather than folding it', () => {
    const before = lines(12);
    const after = [...before];
    after[0] = 'first';
    after[9] = 'tenth';
    const blocks = foldUnchanged(lineDiff(before.join('\n'), after.join('\n')));
    expect(blocks.map((block) => block.kind)).toEqual(['shown']);
  });

  it('shows everything when nothing changed around it, and folds all of an unchanged text', () => {
    const text = lines(10).join('\n');
    expect(foldUnchanged(lineDiff(text, text)).map((block) => block.kind)).toEqual(['folded']);
    expect(foldUnchanged([])).toEqual([]);
  });
});

describe('splitRows', () => {
  it('pairs a run of removed lines with the run of added lines after it', () => {
    const diff: DiffLine[] = lineDiff('a\nb\nc\nz', 'a\nB\nz');
    expect(splitRows(diff)).toEqual([
      { left: { kind: 'same', oldLine: 0, newLine: 0 }, right: { kind: 'same', oldLine: 0, newLine: 0 } },
      { left: { kind: 'removed', oldLine: 1 }, right: { kind: 'added', newLine: 1 } },
      { left: { kind: 'removed', oldLine: 2 }, right: null },
      { left: { kind: 'same', oldLine: 3, newLine: 2 }, right: { kind: 'same', oldLine: 3, newLine: 2 } },
    ]);
  });

  it('puts a line only added on the right', () => {
    expect(splitRows(lineDiff('a', 'a\nb'))).toEqual([
      { left: { kind: 'same', oldLine: 0, newLine: 0 }, right: { kind: 'same', oldLine: 0, newLine: 0 } },
      { left: null, right: { kind: 'added', newLine: 1 } },
    ]);
  });
});
