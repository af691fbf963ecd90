/**
 * What saving a large Apex class costs the server's event loop: an app on an in-memory PGlite database, a member,
 * and saves of a 50 KB class (the first one in a fresh process, then ones with syntax errors), each timed, with the
 * event loop's delay recorded meanwhile (perf_hooks monitorEventLoopDelay) and a liveness request sent every 10 ms
 * beside it (the slowest of those is what any other request waited).
 * Usage: npx tsx bench/apex-save.ts [saves=4]; CODE_CHECK_PROCESSES=0 parses on the event loop, as before.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { createTokenService } from '../server/src/lib/tokens.js';
import { sessionsRepository } from '../server/src/repositories/auth/sessions.repository.js';
import { usersRepository } from '../server/src/repositories/users/users.repository.js';
import { largeApexClass } from './large-apex.js';

const saves = Number(process.argv[2] ?? 4);

const config = {
  ...loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent/cloud-snippets-bench',
    WEB_DIST: '/nonexistent/cloud-snippets-web-dist',
    SNIPPET_RATE_LIMIT_PER_MEMBER: '1000',
    NEW_MEMBER_HOURS: '0',
    // 0 parses in this process, as before decision 062: the same run can measure both.
    ...(process.env.CODE_CHECK_PROCESSES && { CODE_CHECK_PROCESSES: process.env.CODE_CHECK_PROCESSES }),
  }),
};
const database = await openDatabase({ kind: 'pglite', dataDir: null }, { timeouts: config.databaseTimeouts });
await migrateDatabase(database);
const app = await buildApp({ config, database });
await app.ready();

const user = await usersRepository(database.db).insert({
  username: 'bench_apex',
  email: 'bench.apex@example.com',
  passwordHash: 'not-a-password',
});
const expiresAt = new Date(Date.now() + 3_600_000);
const session = await sessionsRepository(database.db).create(user.id, expiresAt);
const token = await createTokenService(config.jwtSecret).sign(
  { userId: user.id, sessionId: session.id },
  expiresAt,
);

/** The delay monitor samples on a timer: it records a blocked loop only once that timer runs again. */
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function save(index: number, withErrors: boolean) {
  const code = largeApexClass(`Bench${index}`, withErrors);
  let pingMax = 0;
  let pinging = true;
  const pings = (async () => {
    // Each request is due 10 ms after the previous answer: how late its answer comes counts a late start too.
    let due = performance.now();
    while (pinging) {
      await app.inject({ method: 'GET', url: '/api/health' });
      pingMax = Math.max(pingMax, performance.now() - due);
      due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  // After a reset the monitor's next tick only starts counting again: let it tick before the save.
  delay.reset();
  await settle();
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/snippets',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: `Large Apex class ${index} ${randomBytes(3).toString('hex')}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'A large class, to measure what checking it costs.',
      code,
      tags: ['bench'],
    },
  });
  const saveMs = performance.now() - started;
  await settle();
  pinging = false;
  await pings;
  if (response.statusCode !== 201) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
  const { snippet } = response.json<{ snippet: { apexSyntaxErrors: number | null } }>();
  console.log(
    `| ${index === 0 ? 'first (fresh process)' : withErrors ? 'with errors' : 'clean'} | ${(code.length / 1024).toFixed(0)} KB | ` +
      `${snippet.apexSyntaxErrors} | ${ms(saveMs)} | ${ms(delay.max / 1e6)} | ${ms(delay.percentile(99) / 1e6)} | ${ms(pingMax)} |`,
  );
}

console.log(
  `${config.codeCheckProcesses === 0 ? 'parsed in process' : `${config.codeCheckProcesses} checking process(es)`}; ` +
    `${cpus().length} cores, Node ${process.version}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
console.log(
  '| save | size | Apex errors | save took | loop delay max | loop delay p99 | slowest other request |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (let index = 0; index < saves; index += 1) await save(index, index % 2 === 1);
delay.disable();
await app.close();
await database.close();
