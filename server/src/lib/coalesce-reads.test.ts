import { describe, expect, it } from 'vitest';
import { coalesceReads, coalesceReadsByKey } from './coalesce-reads.js';

/** A read whose answers the test releases one by one; it counts how many run at once. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  return {
    read: () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      return new Promise<number>((resolve) => pending.push(resolve)).finally(() => (running -= 1));
    },
    /** Answers the oldest read still waiting. */
    answer: async (value: number) => {
      await expect.poll(() => pending.length).toBeGreaterThan(0);
      pending.shift()!(value);
    },
    mostAtOnce: () => mostAtOnce,
  };
}

describe('coalesceReads', () => {
  it('gives callers that arrive together one read', async () => {
    const source = controlledRead();
    const current = coalesceReads(source.read);
    const answers = Promise.all([current(), current()]);
    // The second caller arrived while the first read ran: it waits for a read of its own, shared by later callers.
    const third = current();
    await source.answer(1);
    await source.answer(2);
    expect(await answers).toEqual([1, 2]);
    expect(await third).toBe(2);
    expect(source.mostAtOnce()).toBe(1);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const source = controlledRead();
    const current = coalesceReads(source.read);
    const early = current();
    const late = current();
    await source.answer(10); // started before `late` called
    await source.answer(11);
    expect(await early).toBe(10);
    expect(await late).toBe(11);
  });

  it('runs one read at a time however many callers queue, and lets a failure reach only its callers', async () => {
    let calls = 0;
    const current = coalesceReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    const first = current();
    const queued = Array.from({ length: 50 }, () => current());
    await expect(first).rejects.toThrow('database gone');
    expect(await Promise.all(queued)).toEqual(Array.from({ length: 50 }, () => 2));
    expect(calls).toBe(2);
  });
});

describe('coalesceReadsByKey', () => {
  it('shares reads between calls for one key, never between keys', async () => {
    const reads: string[] = [];
    const release: (() => void)[] = [];
    const byKey = coalesceReadsByKey(async (key) => {
      reads.push(key);
      const number = reads.filter((read) => read === key).length;
      await new Promise<void>((resolve) => release.push(resolve));
      return `${key}#${number}`;
    });
    const answers = Promise.all([byKey('a'), byKey('b'), byKey('a'), byKey('a')]);
    await expect.poll(() => release.length).toBe(2);
    expect(reads).toEqual(['a', 'b']);
    // The two later calls for 'a' arrived while its first read ran: they share the next one.
    release.splice(0).forEach((resolve) => resolve());
    await expect.poll(() => release.length).toBe(1);
    release.splice(0).forEach((resolve) => resolve());
    expect(await answers).toEqual(['a#1', 'b#1', 'a#2', 'a#2']);
    expect(reads).toEqual(['a', 'b', 'a']);
  });

  it('reads again for a call that comes after the others were answered, and passes failures on', async () => {
    let count = 0;
    const byKey = coalesceReadsByKey(async (key) => {
      count += 1;
      if (key === 'broken') throw new Error('no database');
      return count;
    });
    expect(await byKey('a')).toBe(1);
    expect(await byKey('a')).toBe(2);
    await expect(Promise.all([byKey('broken'), byKey('broken')])).rejects.toThrow('no database');
    await expect(byKey('broken')).rejects.toThrow('no database');
  });
});
