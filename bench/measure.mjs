/**
 * Measuring one target (the server, the raw-SQL floor or the constant route): wrk in its own process per endpoint,
 * with a warm-up, a drain of what the run left queued, the server's memory sampled, and every answer checked first.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, start, stop, waitReady } from './processes.mjs';
import { SERVER_BUNDLE_DIR, databaseEnv, openBenchDatabase } from './data-sets.mjs';
import { restoreData, serverEnv } from './members.mjs';
import { fmt } from './report.mjs';

const BENCH = join(ROOT, 'bench');

/** How often the content version moves while a revalidation case runs: 500 writes a second elsewhere. */
const VERSION_MOVE_MS = 2;

/**
 * Moves the content version on every VERSION_MOVE_MS from a connection of its own (PostgreSQL only: the embedded
 * database has no second client), until stopped; returns how many moves it made.
 */
async function moveVersionContinually(set) {
  const db = await openBenchDatabase(set);
  let moves = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    db.query(`select nextval('content_version')`)
      .then(() => (moves += 1))
      .finally(() => (busy = false));
  }, VERSION_MOVE_MS);
  return async () => {
    clearInterval(timer);
    while (busy) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.close();
    return moves;
  };
}

let wrkRuns = 0;

/**
 * One wrk run in its own process; returns requests/s and latencies in ms. With uniqueQuery, every request's URL
 * gets a query string no other request of any run has (a page cache miss). With requestsFile (writeRequestsFile),
 * it rotates through that file's requests (method, path, Authorization, body) instead of GETs of the paths.
 */
async function wrk(port, paths, seconds, connections, { uniqueQuery = false, requestsFile = '' } = {}) {
  wrkRuns += 1;
  const child = start(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      join(BENCH, 'wrk-report.lua'),
      `http://127.0.0.1:${port}/`,
    ],
    {
      env: {
        BENCH_PATHS: (paths ?? []).join('\n'),
        BENCH_UNIQUE_QUERY: uniqueQuery ? `${process.pid}-${wrkRuns}` : '',
        BENCH_REQUESTS: requestsFile,
      },
      quiet: true,
      name: 'wrk',
    },
  );
  const { code } = await child.exited;
  const line = child.stdoutText.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (code !== 0 || !line) throw new Error(`wrk failed:\n${child.output}`);
  const report = JSON.parse(line.slice('BENCH_JSON '.length));
  const errors = Object.values(report.errors).reduce((sum, n) => sum + n, 0);
  // No request completed in the window: no latency to report (not a latency of 0).
  const ms = (us) => (report.requests > 0 ? us / 1000 : null);
  return {
    rps: report.requests / (report.durationUs / 1e6),
    p50: ms(report.latencyUs.p50),
    p95: ms(report.latencyUs.p95),
    p99: ms(report.latencyUs.p99),
    requests: report.requests,
    errors,
    errorKinds: report.errors,
  };
}

/**
 * Waits until the target has worked off what a load run left queued (requests wrk gave up on still hold a pool
 * slot, or PGlite's one backend): requests that have to queue behind them, until one answers within 2 s (at most
 * 120 s in all), so the next run does not measure the previous run's backlog. The probe is the target's first path
 * (the list's page 1), whose own time is small on any data set: a search's may be over 2 s by itself.
 */
async function drain(port, path) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      await (
        await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(60_000) })
      ).arrayBuffer();
    } catch {
      /* the next run reports what is wrong */
    }
    if (Date.now() - started < 2000) return;
  }
}

/** Samples VmRSS of a process every 200 ms while on. */
function rssSampler(pid) {
  const samples = [];
  let on = false;
  const timer = setInterval(() => {
    if (!on) return;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) samples.push(Number(match[1]) / 1024);
    } catch {
      /* process gone */
    }
  }, 200);
  return {
    on: () => (on = true),
    off: () => (on = false),
    stop: () => clearInterval(timer),
    peak: () => (samples.length ? Math.max(...samples) : null),
    median: () =>
      samples.length ? [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] : null,
  };
}

/**
 * Checks every path answers 200 with what a benchmark should be reading (a full page, a found snippet); for a page,
 * notes what the page cache said of a second request (x-page-cache: hit when the renderer goes through it).
 */
async function checkAnswers(port, list, target) {
  // Every path without a snippet, to name them all at once: an empty answer costs less than a real one.
  const empty = [];
  for (const endpoint of list) {
    if (endpoint.requests) {
      await checkRequests(port, endpoint, target, empty);
      continue;
    }
    for (const path of endpoint.paths) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      if (!response.ok) throw new Error(`${target} ${path}: HTTP ${response.status}`);
      if (endpoint.page) {
        const html = await response.text();
        if (!/^<!doctype html>/i.test(html)) throw new Error(`server ${path}: not an HTML page`);
        // As wrk will ask: the same URL again, or (a miss) the path with a query string of its own.
        const again = await fetch(
          `http://127.0.0.1:${port}${path}${endpoint.uniqueQuery ? `?bench-miss=check-${Date.now()}` : ''}`,
        );
        await again.arrayBuffer();
        endpoint.answer = `${(html.length / 1024).toFixed(0)} KB`;
        endpoint.cacheSays ??= again.headers.get('x-page-cache') ?? 'no header';
      } else if (target === 'server' && endpoint.text) {
        const text = await response.text();
        if (text.length === 0) empty.push(`${path} (${endpoint.key})`);
        endpoint.answer ??= 'text';
      } else if (target === 'server') {
        const body = await response.json();
        const one = body.snippet ?? body.revision;
        const rows = body.snippets ?? body.revisions ?? (one ? [one] : []);
        if (rows.length === 0) empty.push(`${path} (${endpoint.key})`);
        endpoint.answer ??= one
          ? 'found'
          : `${rows.length} rows of ${body.totalSnippets ?? body.totalRevisions}`;
      } else {
        await response.arrayBuffer();
      }
    }
  }
  if (empty.length > 0)
    throw new Error(
      `server: no snippets in the answer of ${empty.length} path(s) — is the data set there? Does the search find them?\n  ${empty.join('\n  ')}`,
    );
}

/**
 * Checks the requests of a member's endpoint answer 2xx: every one of a read (on the server, with a snippet in the
 * answer: a member's list must not be empty), only `checks` of a write — a write and its undo, so the data ends as it
 * began (a comment stays until restoreData).
 */
async function checkRequests(port, endpoint, target, empty) {
  for (const index of endpoint.checks ?? endpoint.requests.keys()) {
    const request = endpoint.requests[index];
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.authorization ? { authorization: request.authorization } : {}),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body,
    });
    if (!response.ok)
      throw new Error(
        `${target} ${request.method} ${request.path} (${endpoint.key}): HTTP ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
    if (target === 'server' && !endpoint.write) {
      const body = await response.json();
      const rows = body.snippets ?? (body.snippet ? [body.snippet] : []);
      if (rows.length === 0) empty.push(`${request.method} ${request.path} as a member (${endpoint.key})`);
    } else {
      await response.arrayBuffer();
    }
  }
}

/**
 * Warm-up then measured wrk run per endpoint; an endpoint with `singleConnection` then also at one connection (its
 * unqueued latency), as `<key>-c1`.
 */
export async function measureTarget(config, target, set, list, { statementsFile, plan } = {}) {
  const { warmup: WARMUP, duration: DURATION, connections: CONNECTIONS } = config;
  const port = await freePort();
  const loadBefore = loadavg()[0];
  let child;
  if (target === 'server') {
    child = start('node', [join(SERVER_BUNDLE_DIR, 'main.js')], {
      env: serverEnv(set, port, config.logLevel),
      quiet: true,
      name: 'server',
    });
  } else if (target === 'floor') {
    child = start('node', [join(BENCH, 'floor-server.mjs')], {
      env: {
        ...databaseEnv(set),
        PGLITE_DIR: set.pgliteDir,
        PORT: String(port),
        BENCH_STATEMENTS_FILE: statementsFile,
      },
      quiet: true,
      name: 'raw-SQL floor',
    });
  } else {
    child = start('node', [join(BENCH, 'constant-server.mjs')], {
      env: { PORT: String(port) },
      quiet: true,
      name: 'constant Fastify',
    });
  }
  const results = {};
  const rss = rssSampler(child.pid);
  try {
    await waitReady(child, `http://127.0.0.1:${port}${list[0].paths[0]}`);
    await checkAnswers(port, list, target);
    // A write's run ends wherever its rotation was; on PostgreSQL the pairs are put back before the next run (with
    // PGlite the target holds the database: once it has stopped).
    const putBack = async (endpoint) => {
      if (endpoint.write && set.kind === 'postgres') await restoreData(set, plan, plan.captureComments);
    };
    for (const endpoint of list) {
      const shape = { uniqueQuery: endpoint.uniqueQuery, requestsFile: endpoint.requestsFile };
      const stopMoving = endpoint.movesVersion ? await moveVersionContinually(set) : null;
      await wrk(port, endpoint.paths, WARMUP, CONNECTIONS, shape);
      if (!stopMoving) await drain(port, list[0].paths[0]);
      await putBack(endpoint);
      rss.on();
      const result = await wrk(port, endpoint.paths, DURATION, CONNECTIONS, shape);
      rss.off();
      if (stopMoving) result.versionMoves = await stopMoving();
      await drain(port, list[0].paths[0]);
      await putBack(endpoint);
      if (result.errors)
        console.warn(
          `  ${target} ${endpoint.key}: ${result.errors} errors (${Object.entries(result.errorKinds)
            .filter(([, n]) => n > 0)
            .map(([kind, n]) => `${kind} ${n}`)
            .join(', ')}: status = non-2xx answers)` +
            (result.errorKinds.status > 0 && child.output
              ? `; ${target}'s last output:\n${child.output.slice(-1500)}`
              : ''),
        );
      results[endpoint.key] = result;
      console.log(
        `  ${target.padEnd(8)} ${endpoint.key.padEnd(17)} ${fmt(result.rps, 0).padStart(7)} req/s  p50 ${fmt(result.p50)} ms  p99 ${fmt(result.p99)} ms`,
      );
      if (endpoint.singleConnection) {
        const single = await wrk(port, endpoint.paths, Math.max(3, Math.round(DURATION / 2)), 1);
        results[`${endpoint.key}-c1`] = single;
        console.log(
          `  ${target.padEnd(8)} ${`${endpoint.key}-c1`.padEnd(17)} ${fmt(single.rps, 0).padStart(7)} req/s  p50 ${fmt(single.p50)} ms  p95 ${fmt(single.p95)} ms`,
        );
      }
    }
  } finally {
    rss.stop();
    await stop(child);
  }
  return { results, rssPeak: rss.peak(), rssMedian: rss.median(), load: [loadBefore, loadavg()[0]] };
}
