/**
 * The built server (scripts/start.mjs: built first when stale) on a fresh data directory with the demo community,
 * and the public pages the browser benchmarks visit on it. Shared by lighthouse.mjs and hydration.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, start, stop, waitReady } from './processes.mjs';

/** Starts the server on a free port (embedded PGlite, demo seed); `stop` ends it and removes its data. */
export async function startDemoServer(name) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `cloud-snippets-${name}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = start('node', [join(ROOT, 'scripts/start.mjs')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    quiet: true,
    name: 'server (npm start)',
  });
  // A stale build is rebuilt first: minutes on a busy machine.
  await waitReady(server, `${baseUrl}/api/health`, { timeoutMs: 15 * 60_000 });
  return {
    baseUrl,
    stop: async () => {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Home, browse, a snippet, a profile and login: the snippet and profile are the newest snippet and its author. */
export async function publicPagesOf(baseUrl) {
  const response = await fetch(`${baseUrl}/api/snippets?limit=1`);
  const [snippet] = (await response.json()).snippets ?? [];
  if (!snippet) throw new Error(`${baseUrl} has no snippets to visit`);
  return [
    { name: 'home', path: '/' },
    { name: 'browse', path: '/snippets' },
    { name: 'snippet', path: `/snippets/${encodeURIComponent(snippet.slug)}` },
    { name: 'profile', path: `/users/${encodeURIComponent(snippet.author.username)}` },
    { name: 'login', path: '/login' },
  ];
}
