#!/usr/bin/env node
// `npm start`: build what is not built (or is older than its sources), then run the server,
// which applies migrations, seeds an empty database and serves the site and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'contract/src',
  'checks/src',
  'server/src',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'server/build.mjs',
];
const outputs = ['web/dist/index.html', 'server/dist/main.js'];

/** Newest modification time below a file or folder, skipping tests. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (/\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const abs = (p) => join(root, p);
const isBuilt = outputs.every((p) => existsSync(abs(p)));
const sourceTime = Math.max(...sources.filter((p) => existsSync(abs(p))).map((p) => newestMtime(abs(p))));
const buildTime = isBuilt ? Math.min(...outputs.map((p) => statSync(abs(p)).mtimeMs)) : 0;

if (!isBuilt || sourceTime > buildTime) {
  console.log(
    isBuilt
      ? 'Sources changed since the last build: rebuilding…'
      : 'First start: building the web app and the server…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', abs('server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
