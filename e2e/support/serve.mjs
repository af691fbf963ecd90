// Starts the built server for one e2e project on a fresh embedded database.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2] ?? 'app';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Named by port too, so suites started with different E2E_PORT_BASE values never share a database.
const instance = `${name}-${process.env.PORT ?? 'default'}`;
const dataDir = join(root, '.e2e-data', instance);
rmSync(dataDir, { recursive: true, force: true });
// The web app is served from a snapshot taken now, so a rebuild of web/dist during the run (someone else's
// `npm run build` in the same tree) cannot pull lazily loaded chunks from under open pages.
const webDist = join(root, '.e2e-data', `${instance}-web`);
rmSync(webDist, { recursive: true, force: true });
cpSync(join(root, 'web', 'dist'), webDist, { recursive: true });

const env = { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist };
for (const key of Object.keys(env)) if (env[key] === '') delete env[key];

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
