import { describe, expect, it } from 'vitest';
import { WARM_UP_PATHS, warmUp } from './warm-up.js';

describe('warmUp', () => {
  it('asks for each warm-up path in turn, and logs a failure without stopping', async () => {
    const asked: string[] = [];
    const warnings: unknown[] = [];
    await warmUp({
      inject: (async ({ url }: { url: string }) => {
        asked.push(url);
        if (url === WARM_UP_PATHS[0]) throw new Error('database away');
        return { statusCode: 200 };
      }) as never,
      log: { warn: (details: unknown) => warnings.push(details), info: () => undefined } as never,
    });
    expect(asked).toEqual(WARM_UP_PATHS);
    expect(warnings).toEqual([expect.objectContaining({ url: WARM_UP_PATHS[0] })]);
  });
});
