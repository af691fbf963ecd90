/**
 * A real Cloud Snippets server for one test file: server/dist/main.js on a free port of the CLI's range (5310–5399),
 * on a fresh PGlite folder or a fresh database of TEST_DATABASE_URL's PostgreSQL. Stopped, and its data removed, by
 * stop() even when a test failed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Database = 'pglite' | 'postgres';

/**
 * The database the plugin's server runs on: PostgreSQL when TEST_DATABASE_URL names a server (CI sets it), PGlite
 * otherwise. One, not both: the plugin speaks HTTP and never sees the database, and the server's own API tests run
 * on both; running these on both doubled their time (2.5 minutes) without testing anything of the plugin's again.
 */
export const DATABASE: Database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface Site {
  url: string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PORTS = { first: 5310, last: 5399 };
const READY_TIMEOUT_MS = 180_000;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function freePort(): Promise<number> {
  const span = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let step = 0; step < span; step++) {
    const port = PORTS.first + ((start + step) % span);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cs_cli_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startSite(database: Database): Promise<Site> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cs-cli-site-'));
  const postgres = database === 'postgres' ? await postgresDatabase() : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      REDIS_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: join(dataDir, 'no-web-build'),
      NEW_MEMBER_HOURS: '0',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      SNIPPET_RATE_LIMIT_PER_MEMBER: '1000',
      REACTION_RATE_LIMIT_PER_MEMBER: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server at ${url} did not get ready:\n${output}`);
}
