/**
 * The benchmarks' child processes: each started in its own process group and killed (group-wide, by its id) when
 * the script stops, fails or is interrupted. Shared by run.mjs and lighthouse.mjs.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `--help`: prints the script's usage (lines 2–4 of its header comment) and exits. */
export function printUsageAndExit(scriptUrl) {
  console.log(readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\n').slice(1, 4).join('\n'));
  process.exit(0);
}

/** The repository root: every child runs there. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const children = new Set();

/** Starts a command in its own process group; quiet collects its output (stdoutText) instead of showing it. */
export function start(command, args, { env = {}, quiet = false, name = command } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'pipe'],
  });
  child.name = name;
  child.output = '';
  child.stdoutText = '';
  child.stderr.on('data', (chunk) => {
    child.output = (child.output + chunk).slice(-8000);
    if (!quiet) process.stderr.write(chunk);
  });
  if (quiet) {
    child.stdout.on('data', (chunk) => {
      child.output = (child.output + chunk).slice(-8000);
      child.stdoutText += chunk;
    });
  }
  child.exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => resolveExit({ code, signal }));
    // A command that cannot start at all (e.g. wrk not installed) fails like a command that exits with an error.
    child.on('error', (error) => {
      child.output += `\n${error.message}${error.code === 'ENOENT' ? ` (is ${command} installed?)` : ''}`;
      resolveExit({ code: 127, signal: null });
    });
  });
  child.exited.then(() => children.delete(child));
  children.add(child);
  return child;
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
};

export async function stop(child, graceMs = 10_000) {
  if (!children.has(child)) return;
  signalGroup(child, 'SIGTERM');
  const timer = new Promise((resolveTimer) => setTimeout(resolveTimer, graceMs, 'timeout'));
  if ((await Promise.race([child.exited, timer])) === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await child.exited;
  }
}

export const stopAll = () => Promise.all([...children].map((child) => stop(child, 5000)));
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything the benchmark started…`);
    stopAll().finally(() => process.exit(130));
  });
}

export async function run(command, args, env = {}) {
  const child = start(command, args, { env });
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
}

export const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Polls the URL until it answers 200, 100 ms apart, for timeoutMs at most; fails at once if the process exits. */
export async function waitReady(child, url, { timeoutMs = 120_000 } = {}) {
  let exited = false;
  child.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited before answering:\n${child.output}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Newest modification time below a folder (node_modules and dist skipped). */
export function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
