import { describe, expect, it } from 'vitest';
import { rangeOf } from './revision-range';

describe('rangeOf', () => {
  it('reads GitHub’s from...to, and from..to', () => {
    expect(rangeOf('3...7')).toEqual({ from: 3, to: 7 });
    expect(rangeOf('7..3')).toEqual({ from: 7, to: 3 });
  });

  it('refuses what is not a range of revision numbers', () => {
    for (const range of [
      undefined,
      '',
      '3',
      '0...2',
      '1....2',
      'a...b',
      '1...2x',
      '-1...2',
      '1234567890...1',
    ])
      expect(rangeOf(range), String(range)).toBeNull();
  });
});
