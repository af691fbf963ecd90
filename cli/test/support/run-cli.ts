/**
 * Runs the built plugin's bin as a member's shell would: its own HOME (so credentials land in a temporary folder),
 * standard input given or closed, and what it printed and its exit code returned.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'run.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout read as JSON (a --json run). */
  json<T = Record<string, unknown>>(): T;
}

export interface Shell {
  home: string;
  sf(
    args: string[],
    options?: { cwd?: string; input?: string; env?: Record<string, string> },
  ): Promise<CliRun>;
  remove(): Promise<void>;
}

/** A shell with a HOME of its own: what `login` saves there is this shell's only. */
export async function newShell(): Promise<Shell> {
  const home = await mkdtemp(join(tmpdir(), 'cs-cli-home-'));
  return {
    home,
    sf: (args, options = {}) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], {
          cwd: options.cwd ?? home,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: home,
            XDG_CONFIG_HOME: join(home, '.config'),
            SF_DISABLE_LOG_FILE: 'true',
            SF_DISABLE_TELEMETRY: 'true',
            SF_HIDE_RELEASE_NOTES: 'true',
            SF_AUTOUPDATE_DISABLE: 'true',
            NO_COLOR: '1',
            ...options.env,
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) =>
          resolve({ code, stdout, stderr, json: <T>() => JSON.parse(stdout) as T }),
        );
        child.stdin.end(options.input ?? '');
      }),
    remove: () => rm(home, { recursive: true, force: true }),
  };
}
