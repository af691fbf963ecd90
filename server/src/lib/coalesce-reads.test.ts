import { describe, expect, it } from 'vitest';
import { coalesceReads } from './coalesce-reads.js';

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
