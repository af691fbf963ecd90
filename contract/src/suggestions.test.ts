import { describe, expect, it } from 'vitest';
import { rangesOverlap, suggestionBlock, suggestionOf } from './suggestions.js';

describe('suggestionOf', () => {
  it('reads the first suggestion block', () => {
    expect(suggestionOf('Try this:\n```suggestion\nvar a = 1;\nvar b = 2;\n```\nthanks')).toBe(
      'var a = 1;\nvar b = 2;',
    );
  });
  it('reads an empty block as removing the lines', () => {
    expect(suggestionOf('```suggestion\n```')).toBe('');
  });
  it('ignores other code blocks and unclosed ones', () => {
    expect(suggestionOf('```js\nx\n```')).toBeNull();
    expect(suggestionOf('```suggestion\nx')).toBeNull();
    expect(suggestionOf('no block')).toBeNull();
  });
  it('keeps a ``` inside a longer fence, and reads CRLF', () => {
    expect(suggestionOf('~~~suggestion\n```\n~~~')).toBe('```');
    expect(suggestionOf('```suggestion\r\na\r\n```')).toBe('a');
  });
  it('round-trips what the composer writes', () => {
    expect(suggestionOf(suggestionBlock('a\n```\nb'))).toBe('a\n```\nb');
    expect(suggestionOf(suggestionBlock(''))).toBe('');
  });
});

describe('rangesOverlap', () => {
  it('compares lines of the same file only', () => {
    expect(rangesOverlap({ file: 0, start: 1, end: 3 }, { file: 0, start: 3, end: 4 })).toBe(true);
    expect(rangesOverlap({ file: 0, start: 1, end: 2 }, { file: 0, start: 3, end: 4 })).toBe(false);
    expect(rangesOverlap({ file: 0, start: 1, end: 3 }, { file: 1, start: 1, end: 3 })).toBe(false);
  });
});
