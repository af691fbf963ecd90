import { createTaskPool, TaskTimeoutError, workerFile } from '../worker-pool.js';
import { checksColumns, UNCHECKED_COLUMNS, type ChecksColumns, type ChecksFile } from './checks-columns.js';

export interface CodeChecker {
  /** The checks' columns of a snippet's files, the same as checksColumns answers; a busy checker makes it wait. */
  check(files: readonly ChecksFile[]): Promise<ChecksColumns>;
  /**
   * Starts a checking process and parses a small class in it, so that the first save does not also wait for the
   * process to start and load the parser (3.2–3.4 s for the first 50 KB save from source at load 13, against
   * 1.4–1.8 s parsed in place). Never fails: a failed warm-up leaves the first save to start the process.
   */
  warm(): Promise<void>;
  /** Ends the checking processes (the app's onClose). */
  close(): Promise<void>;
}

/** What warm() parses: a class small enough to take no time, large enough to load the whole parser. */
const WARM_UP_FILES: ChecksFile[] = [
  {
    name: 'WarmUp.cls',
    language: 'apex',
    code: 'public class WarmUp {\n    public static Integer count() { return [SELECT COUNT() FROM Account]; }\n}\n',
  },
];

/** Checks on the caller's thread: the seed, the CLI and repositories built without an app. */
export const inProcessChecker: CodeChecker = {
  check: async (files) => checksColumns(files),
  warm: async () => undefined,
  close: async () => undefined,
};

/** Only the Apex parser (ANTLR) takes long enough to matter: SSJS and AMPscript checks take milliseconds. */
const parsesApex = (files: readonly ChecksFile[]) =>
  files.some((file) => (file.language === 'apex' || file.language === 'soql') && file.code.trim() !== '');

export interface CodeCheckerOptions {
  /** Processes that parse at once (the configuration's CODE_CHECK_PROCESSES). */
  maxThreads?: number;
  /** A parse running longer than this is ended; the snippet is saved with its marks unknown (UNCHECKED_COLUMNS). */
  timeoutMs?: number;
  /** How long an idle process stays (a warm parser parses a 50 KB class 3–4 times faster than a cold one). */
  idleTimeoutMs?: number;
  /** Told of a parse that timed out, with the size of the files. */
  onTimeout?: (details: { files: number; characters: number; timeoutMs: number }) => void;
}

/**
 * Checks files with Apex or SOQL in worker processes (decision 062), so a save of a large class never holds the
 * event loop; other files are checked in place. Saves beyond what the threads parse at once wait their turn here,
 * never refused; a runaway parse is ended after `timeoutMs` and the save goes on without its marks.
 */
export function createCodeChecker({
  maxThreads = 1,
  timeoutMs = 15_000,
  idleTimeoutMs = 5 * 60_000,
  onTimeout,
}: CodeCheckerOptions = {}): CodeChecker {
  const pool = createTaskPool<readonly ChecksFile[], ChecksColumns>({
    filename: workerFile(import.meta.url, 'code-checks.worker'),
    // A process rather than a thread: on Node 20 a worker thread does not take tsx's loader when run from source,
    // and a process exits when idle, handing back the parser's tables (tens of MB).
    runtime: 'child_process',
    maxThreads,
    // Handed over only as many as run at once, so that the timeout counts a parse's own time, not its wait.
    maxInPool: maxThreads,
    idleTimeoutMs,
    timeoutMs,
  });
  return {
    async check(files) {
      if (!parsesApex(files)) return checksColumns(files);
      try {
        return await pool.run(files.map(({ name, language, code }) => ({ name, language, code })));
      } catch (error) {
        if (!(error instanceof TaskTimeoutError)) throw error;
        onTimeout?.({
          files: files.length,
          characters: files.reduce((sum, file) => sum + file.code.length, 0),
          timeoutMs,
        });
        return UNCHECKED_COLUMNS;
      }
    },
    warm: () =>
      pool.run(WARM_UP_FILES).then(
        () => undefined,
        () => undefined,
      ),
    close: () => pool.close(),
  };
}
