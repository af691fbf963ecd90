import { describe, expect, it } from 'vitest';
import { changedFilePairs } from './file-pairs';

const file = (name: string, code: string, language = 'apex') => ({ name, language, code });

describe('changedFilePairs', () => {
  it('pairs the first files whatever their names, the others by name, added and removed ones alone', () => {
    const before = [
      file('Old.cls', 'a'),
      file('Keep.cls', 'same'),
      file('Gone.cls', 'x'),
      file('Edit.cls', '1'),
    ];
    const after = [
      file('New.cls', 'a'),
      file('Edit.cls', '2'),
      file('Keep.cls', 'same'),
      file('Added.cls', 'y'),
    ];
    const { pairs, unchanged } = changedFilePairs(before, after);
    expect(pairs.map((pair) => [pair.name, pair.before?.code ?? null, pair.after?.code ?? null])).toEqual([
      ['Old.cls → New.cls', 'a', 'a'],
      ['Edit.cls', '1', '2'],
      ['Added.cls', null, 'y'],
      ['Gone.cls', 'x', null],
    ]);
    expect(unchanged).toBe(1);
  });

  it('keeps a one-file snippet’s diff even when nothing in its code changed, as an unchanged count', () => {
    expect(changedFilePairs([file('a.cls', 'x')], [file('a.cls', 'x')])).toEqual({ pairs: [], unchanged: 1 });
    expect(changedFilePairs([file('a.cls', 'x')], [file('a.cls', 'y')]).pairs).toHaveLength(1);
  });
});
