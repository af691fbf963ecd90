import { describe, expect, it } from 'vitest';
import { drawableText } from './drawable-text.js';

describe('drawableText', () => {
  it('keeps Latin, Cyrillic, Greek and Vietnamese text, with one space between words', () => {
    expect(drawableText('  Send a\tTriggered\n\nSend  ')).toBe('Send a Triggered Send');
    expect(drawableText('Привет мир · Ελληνικά · Tiếng Việt · Ærøskøbing')).toBe(
      'Привет мир · Ελληνικά · Tiếng Việt · Ærøskøbing',
    );
  });

  it('drops characters no card font draws, and control characters', () => {
    expect(drawableText('Apex 日本語 trigger')).toBe('Apex trigger');
    expect(drawableText('العربية')).toBe('');
    expect(drawableText('a\u0007b\u007fc')).toBe('abc');
  });

  it('keeps emoji, with a zero-width space before the space that follows one', () => {
    expect(drawableText('🚀 Deploy ✅')).toBe('🚀\u200b Deploy ✅');
    expect(drawableText('👩‍💻 code')).toBe('👩‍💻\u200b code');
  });
});
