import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes counts as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
