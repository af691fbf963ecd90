import { describe, expect, it } from 'vitest';
import { SNIPPET_META_DESCRIPTION_MAX } from './constants.js';
import { snippetMetaDescription } from './meta-description.js';

const length = (text: string) => Array.from(text).length;
/** Five-letter words and spaces ("w000x w001x …"), `count` characters in all. */
const words = (count: number) =>
  Array.from({ length: Math.ceil(count / 6) + 1 }, (_, i) => `w${String(i).padStart(3, '0')}x`)
    .join(' ')
    .slice(0, count);

describe('snippetMetaDescription (SPEC §9: up to 155 characters of the description)', () => {
  it('keeps a description of exactly 155 characters whole', () => {
    const text = words(SNIPPET_META_DESCRIPTION_MAX);
    expect(length(text)).toBe(155);
    expect(snippetMetaDescription(text)).toBe(text);
  });

  it('cuts a description of 156 characters at a word, the ellipsis counted in the 155', () => {
    const text = `${words(SNIPPET_META_DESCRIPTION_MAX)}y`;
    expect(length(text)).toBe(156);
    const meta = snippetMetaDescription(text);
    expect(length(meta)).toBeLessThanOrEqual(SNIPPET_META_DESCRIPTION_MAX);
    expect(meta.endsWith('…')).toBe(true);
    const kept = meta.slice(0, -1);
    // Whole words only: what is kept is a prefix of the text that ends where a word ends.
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('keeps a word that ends exactly where the room ends', () => {
    // 154 characters of room: "x…x" (153) + a space after the 154th character.
    const text = `${'a'.repeat(100)} ${'b'.repeat(53)} tail words`;
    expect(snippetMetaDescription(text)).toBe(`${'a'.repeat(100)} ${'b'.repeat(53)}…`);
  });

  it('cuts one very long word mid-word rather than keeping almost nothing', () => {
    const meta = snippetMetaDescription(`short ${'x'.repeat(300)}`);
    expect(length(meta)).toBe(SNIPPET_META_DESCRIPTION_MAX);
    expect(meta.endsWith('x…')).toBe(true);
  });

  it('collapses whitespace before measuring', () => {
    expect(snippetMetaDescription('  two\n\nlines\tand   spaces  ')).toBe('two lines and spaces');
    const spaced = words(SNIPPET_META_DESCRIPTION_MAX).replace(/ /g, '   ');
    expect(snippetMetaDescription(spaced)).toBe(words(SNIPPET_META_DESCRIPTION_MAX));
  });

  it('counts an emoji as one character and never splits it', () => {
    const meta = snippetMetaDescription('🚀'.repeat(200));
    expect(length(meta)).toBe(SNIPPET_META_DESCRIPTION_MAX);
    expect(meta).toBe(`${'🚀'.repeat(154)}…`);
  });
});
