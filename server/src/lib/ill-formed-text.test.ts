import { describe, expect, it } from 'vitest';
import { illFormedTextPaths, isIllFormedText } from './ill-formed-text.js';

describe('isIllFormedText', () => {
  it.each([
    ['a NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00b', true],
    ['surrogates in the wrong order', '\udc00\ud800', true],
    ['an emoji (a surrogate pair)', 'ship it 🚀', false],
    ['accents, CJK, U+FFFD', 'Café 日本 \ufffd', false],
    ['control characters PostgreSQL stores', 'tab\tnew\nline\u0001', false],
  ])('%s → %s', (_label, text, expected) => {
    expect(isIllFormedText(text)).toBe(expected);
  });
});

describe('illFormedTextPaths', () => {
  it('names every ill-formed string and key, first field first', () => {
    expect(
      illFormedTextPaths({
        title: 'ok\u0000',
        tags: ['fine', '\ud800'],
        socialLinks: { github: 'x\u0000' },
        'bad\u0000key': 'value',
        count: 3,
        flag: true,
        nothing: null,
      }),
    ).toEqual([['title'], ['tags', '1'], ['socialLinks', 'github'], ['bad\u0000key']]);
  });

  it('answers the empty path for a bare string and nothing for a clean value', () => {
    expect(illFormedTextPaths('\u0000')).toEqual([[]]);
    expect(illFormedTextPaths({ a: ['b', { c: 'd' }] })).toEqual([]);
    expect(illFormedTextPaths(undefined)).toEqual([]);
  });

  it('walks nesting deeper than the call stack allows', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth++) nested = [nested];
    expect(illFormedTextPaths(nested)).toHaveLength(1);
  });
});
