import { Tinypool } from 'tinypool';

/** A task that ran longer than the pool's timeout: its thread or process was ended, the pool goes on. */
export class TaskTimeoutError extends Error {
  constructor(ms: number) {
    super(`the task ran longer than ${ms} ms`);
    this.name = 'TaskTimeoutError';
  }
}

export interface TaskPoolOptions {
  /**
   * The worker module, beside its caller: `.ts` when the server runs from source (tsx, Vitest), `.js` in the
   * esbuild bundle, where build.mjs writes it next to main.js (see workerFile).
   */
  filename: string;
  /** A child process hands all its memory back when it exits; a thread starts faster and shares the heap's limit. */
  runtime: 'worker_threads' | 'child_process';
  maxThreads: number;
  /** Tasks handed to the pool at once (running, or in its own queue); more wait here, in turn, never refused. */
  maxInPool: number;
  /** How long an idle thread or process stays before it exits. */
  idleTimeoutMs: number;
  /** A task running longer than this is ended (TaskTimeoutError); counted from when the pool takes it. */
  timeoutMs?: number;
}

export interface TaskPool<In, Out> {
  /** The worker's answer; waits for room when the pool is busy, never refused. */
  run(input: In): Promise<Out>;
  /** Ends the threads or processes (the app's onClose); tasks still waiting for room are refused. */
  close(): Promise<void>;
}

/** The worker module `name` (without extension) beside the module of `importMetaUrl`, from source or bundled. */
export function workerFile(importMetaUrl: string, name: string): string {
  const fromSource = importMetaUrl.endsWith('.ts');
  return new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, importMetaUrl).href;
}

/**
 * Work that would hold the event loop (drawing a card, parsing a large Apex class) done in threads or processes of
 * its own, through tinypool: a bounded number of them, a bounded number of tasks handed over, the others waiting
 * here for a place (a burst of saves or of unfurl bots waits rather than getting a 503), and an optional timeout
 * that ends a runaway task.
 */
export function createTaskPool<In, Out>(options: TaskPoolOptions): TaskPool<In, Out> {
  const { filename, runtime, maxThreads, maxInPool, idleTimeoutMs, timeoutMs } = options;
  const fromSource = filename.endsWith('.ts');
  const pool = new Tinypool({
    filename,
    runtime,
    minThreads: 0,
    maxThreads,
    maxQueue: maxInPool,
    idleTimeout: idleTimeoutMs,
    // From source the worker needs tsx to load TypeScript; the bundle's is plain JavaScript.
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });

  let inPool = 0;
  let closed = false;
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  /** Takes a place in the pool, at once or when one is handed over by a task that is done (in turn). */
  const room = (): Promise<void> | undefined => {
    if (closed) return Promise.reject(new Error('the worker pool is closed'));
    if (inPool < maxInPool) {
      inPool += 1;
      return undefined;
    }
    return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  };

  return {
    async run(input) {
      await room();
      try {
        if (timeoutMs === undefined) return (await pool.run(input)) as Out;
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          return (await pool.run(input, { signal })) as Out;
        } catch (error) {
          if (signal.aborted) throw new TaskTimeoutError(timeoutMs);
          throw error;
        }
      } finally {
        // The place goes to the next waiting task, or back.
        const next = waiting.shift();
        if (next) next.resolve();
        else inPool -= 1;
      }
    },
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('the worker pool is closed'));
      await pool.destroy();
    },
  };
}
