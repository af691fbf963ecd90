import { describe, expect, it } from 'vitest';
import { codeLines, mapRange, resolveAnchor, unchangedLines } from './line-anchors.js';

describe('line anchors (decision 076)', () => {
  it('counts lines as the code view draws them: a final newline is no line of its own', () => {
    expect(codeLines('a\nb\n')).toEqual(['a', 'b']);
    expect(codeLines('a\nb')).toEqual(['a', 'b']);
    expect(codeLines('')).toEqual(['']);
    expect(codeLines('a\n\n')).toEqual(['a', '']);
  });

  it('quotes the lines of the file named, or says why not', () => {
    const files = [{ name: 'A.cls', language: 'apex', code: 'one\ntwo\nthree\n' }];
    expect(resolveAnchor(files, { file: 0, start: 2, end: 3, revision: 1 })).toEqual({
      fileName: 'A.cls',
      quote: 'two\nthree',
    });
    expect(resolveAnchor(files, { file: 0, start: 3, end: 4, revision: 1 })).toMatchObject({
      field: 'line.end',
    });
    expect(resolveAnchor(files, { file: 1, start: 1, end: 1, revision: 1 })).toMatchObject({
      field: 'line.file',
    });
  });

  it('moves a range whose lines are unchanged and together, and nothing else', () => {
    const moved = unchangedLines('a\nb\nc\nd\ne\n', 'new\na\nb\nC\nd\ninserted\ne\n');
    expect(mapRange(moved, { start: 1, end: 2 })).toEqual({ start: 2, end: 3 });
    expect(mapRange(moved, { start: 3, end: 3 })).toBeNull(); // changed
    expect(mapRange(moved, { start: 2, end: 4 })).toBeNull(); // one line of it changed
    expect(mapRange(moved, { start: 4, end: 5 })).toBeNull(); // split by an insertion
    expect(mapRange(moved, { start: 5, end: 5 })).toEqual({ start: 7, end: 7 });
    // A newline added at the end changes no line.
    expect(mapRange(unchangedLines('a\nb', 'a\nb\n'), { start: 2, end: 2 })).toEqual({ start: 2, end: 2 });
  });
});
