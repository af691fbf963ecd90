import { describe, expect, it } from 'vitest';
import { formatCode } from './format-code';

describe('formatCode', () => {
  it('trims whitespace at both ends of every line', () => {
    expect(formatCode('  SET @a = 1   \n\tSET @b = 2\t')).toBe('SET @a = 1\nSET @b = 2');
  });

  it('keeps blank lines between code but drops leading and trailing ones', () => {
    expect(formatCode('\n\n  a  \n   \n b \n\n')).toBe('a\n\nb');
  });

  it('normalises Windows and old Mac line endings', () => {
    expect(formatCode('a \r\n b\r c')).toBe('a\nb\nc');
  });

  it('leaves formatted code unchanged and an empty text empty', () => {
    expect(formatCode('a\nb')).toBe('a\nb');
    expect(formatCode('   \n  ')).toBe('');
  });
});
