import { describe, expect, it } from 'vitest';
import { createTaskPool, workerFile } from './worker-pool.js';

describe('workerFile', () => {
  it('names the worker beside its caller: TypeScript from source, JavaScript in the bundle', () => {
    expect(workerFile('file:///app/src/lib/og-card/card-renderer.ts', 'card-svg.worker')).toBe(
      'file:///app/src/lib/og-card/card-svg.worker.ts',
    );
    expect(workerFile('file:///app/dist/main.js', 'code-checks.worker')).toBe(
      'file:///app/dist/code-checks.worker.js',
    );
  });
});

describe('createTaskPool', () => {
  it('refuses the tasks still waiting for room once closed', async () => {
    const pool = createTaskPool<unknown, unknown>({
      filename: workerFile(import.meta.url, 'no-such.worker'),
      runtime: 'child_process',
      maxThreads: 1,
      maxInPool: 0,
      idleTimeoutMs: 1000,
    });
    const waiting = pool.run('never handed over');
    await pool.close();
    await expect(waiting).rejects.toThrow('the worker pool is closed');
    await expect(pool.run('after close')).rejects.toThrow('the worker pool is closed');
  });
});
