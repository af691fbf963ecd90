import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ROOT = join(import.meta.dirname, '..');

/**
 * Start-up of `node --import tsx src/main.ts` (compile on the fly, migrate, seed) on a machine with a load of 20
 * on 2 cores took up to a minute; process-level tests wait for the "running at" line this long before failing.
 */
export const START_TIMEOUT_MS = 120_000;
/** A process-level test's own timeout: a start, some requests, a stop, on a loaded machine. */
export const PROCESS_TEST_TIMEOUT_MS = 240_000;

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the base URL once the server says it is running; rejects if it exits first. */
  url: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once `pattern` appears in stdout or stderr (rejects when the process exits first). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
const dataDirs = new Set<string>();

/** A DATA_DIR of its own, removed by stopAllServers(): no test inherits another's lock or data. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cs-process-'));
  dataDirs.add(dir);
  return dir;
}

/**
 * Starts src/main.ts as `npm start` runs the build: a free port, no web build, no demo data, quiet logs.
 * `env` adds to or overrides those settings (DATA_DIR defaults to a fresh folder).
 */
export function startServer(env: Record<string, string> = {}): ServerProcess {
  const dataDir = env.DATA_DIR ?? freshDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web-build'),
      NODE_ENV: 'test',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );

  const waitForOutput = (pattern: RegExp, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`server exited (${code}) before printing ${pattern}:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', onExit);
      };
      listeners.add(check);
      child.once('exit', onExit);
      check();
    });

  const url = waitForOutput(/Cloud Snippets is running at http:\/\/localhost:\d+/).then(() => {
    const port = /Cloud Snippets is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    return `http://127.0.0.1:${port}`;
  });
  url.catch(() => undefined); // a test that expects an early exit never awaits it
  return { child, url, exited, output: () => output, waitForOutput };
}

/** For afterEach: kills what a failed or timed-out test left running and removes every data folder. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}
