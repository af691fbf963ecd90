#!/usr/bin/env node
/**
 * npm run bench -- [--db postgres|pglite|both] [--duration 10] [--warmup 3] [--connections 64] [--rounds 1]
 *                  [--snippets 100000 | --sizes 10000,100000,1000000] [--log-level warn] [--no-write]
 *                  [--only member-read,like,pages]
 *
 * Runs the server (bundled into bench/dist/server) against a database holding the bulk data set and measures, with
 * wrk in its own process, seven JSON endpoints of a guest at 64 connections (the two searches, each over a spread of
 * queries, also at 1 connection), two of signed-in members (a detail, their own list) and, after every read, three
 * writes (like/unlike, save/unsave, a comment); then the same SQL from a bare node:http handler (floor-server.mjs)
 * and a constant Fastify route (constant-server.mjs). Prints each endpoint as a ratio to its raw-SQL floor. Then the
 * server-rendered pages (home, browse, a snippet), each from the page cache and as a miss, against the JSON call
 * each page corresponds to.
 * With --only, the named scenarios only (options.mjs lists them), printed without writing either file.
 * With --sizes, all of it once per data set size, each in a database (folder) of its own, and a table of the sizes
 * side by side. Writes the figures into bench/RESULTS.md. See bench/README.md.
 *
 * Every process it starts is started in its own process group and killed at the end, also on error or Ctrl-C.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, buildWebIfNeeded, dataSet, describeData, prepareData } from './data-sets.mjs';
import { captureStatements, writeFloorQueries } from './floor-capture.mjs';
import { measureTarget } from './measure.mjs';
import { memberPlan, membersFor, restoreData, revisedSnippets, signIn, signOut } from './members.mjs';
import { CONSTANT, parseBenchArgs, selects, selectsPage } from './options.mjs';
import { ROOT, printUsageAndExit, stopAll } from './processes.mjs';
import { assembleRows, best, machine, section, sizesSection } from './report.mjs';
import { writeResultsSections } from './results-file.mjs';
import { endpoints, memberEndpoints, pageEndpoints, writeRequestsFile } from './scenarios.mjs';

/** Measures one data set: every selected scenario on the server, the raw-SQL floor and the constant route. */
async function benchDatabase(config, set) {
  console.log(`\n=== ${set.name} ===`);
  await prepareData(set);
  const data = await describeData(set);
  const measured = (endpoint) => selects(config.only, endpoint.key);
  const pages = pageEndpoints(data.slugs, set.kind).filter((page) => selectsPage(config.only, page.key));
  console.log(
    `${set.name}: ${data.snippets} snippets, ${data.members} members, ${data.reactions} reactions, ${data.saves} saves`,
  );

  const plan = await memberPlan(set, membersFor(config.connections));
  // What an interrupted run may have left (its comments).
  await restoreData(set, plan);
  console.log(
    `${set.name}: signing in ${plan.members.length} members (POST /api/auth/login); writes on ${plan.pairs.length} member/snippet pairs`,
  );
  const authorizations = await signIn(set, plan.members, config.logLevel);
  // PGlite: the server that makes them must have let go of the folder before anything else opens it.
  const revised = await revisedSnippets(set, authorizations[0], config.logLevel);
  const guest = endpoints(data, revised).filter(measured);
  const temporary = [];
  const rounds = { server: [], floor: [], constant: [] };
  let list;
  try {
    const member = memberEndpoints(data, plan, authorizations);
    const reads = [...guest, ...member.reads.filter(measured)];
    const writes = member.writes.filter(measured);
    // Writes change the data: after every read, pages included.
    list = [...reads, ...writes];
    for (const endpoint of list.filter((candidate) => candidate.requests)) {
      endpoint.requestsFile = join(
        tmpdir(),
        `cloud-snippets-bench-${process.pid}-${set.name}-${endpoint.key}.tsv`,
      );
      temporary.push(endpoint.requestsFile);
      writeRequestsFile(endpoint.requestsFile, endpoint.requests);
    }

    // Only pages (--only pages): no JSON call, so no statements to capture and no floor to run them.
    const captured = list.length > 0 ? await captureStatements(set, list) : [];
    // The capture's likes and saves were undone in order. Its comments stay until the end: the floor's replay of a
    // comment reads the comment the capture posted (as the server reads the one it has just posted).
    const written = { ...plan, captureComments: await restoreData(set, plan, 'all') };
    const statementsFile = join(tmpdir(), `cloud-snippets-bench-statements-${process.pid}-${set.name}.json`);
    temporary.push(statementsFile);
    writeFileSync(statementsFile, JSON.stringify(captured));
    if (config.writeFiles) await writeFloorQueries(captured, list);

    for (let round = 1; round <= config.rounds; round++) {
      if (config.rounds > 1) console.log(`round ${round}/${config.rounds}`);
      rounds.server.push(
        await measureTarget(config, 'server', set, [...reads, ...pages, ...writes], { plan: written }),
      );
      await restoreData(set, written, written.captureComments);
      if (list.length > 0) {
        rounds.floor.push(await measureTarget(config, 'floor', set, list, { statementsFile, plan: written }));
        await restoreData(set, written, written.captureComments);
      }
      if (selects(config.only, CONSTANT))
        rounds.constant.push(
          await measureTarget(config, 'constant', set, [
            { key: CONSTANT, label: 'constant Fastify route', paths: ['/api/snippets'] },
          ]),
        );
    }
  } finally {
    for (const file of temporary) rmSync(file, { force: true });
    // Best effort after a failure (with PGlite, a target still running holds the database).
    await restoreData(set, plan).catch((error) =>
      console.warn(`${set.name}: could not put the written rows back: ${error.message}`),
    );
    await signOut(set, authorizations).catch((error) =>
      console.warn(`${set.name}: could not delete the benchmark's sessions: ${error.message}`),
    );
  }
  return {
    kind: set.kind,
    set,
    data,
    members: { signedIn: plan.members.length, pairs: plan.pairs.length },
    revised,
    ...assembleRows(list, pages, rounds),
    constant: best(rounds.constant, CONSTANT),
    rssPeak: Math.max(...rounds.server.map((round) => round.rssPeak ?? 0)),
    rssMedian: Math.max(...rounds.server.map((round) => round.rssMedian ?? 0)),
    load: Object.fromEntries(
      Object.entries(rounds).map(([target, list2]) => [
        target,
        list2.map((round) => round.load.map((n) => n.toFixed(1)).join('→')).join(', '),
      ]),
    ),
  };
}

async function main(config) {
  await buildIfNeeded();
  await buildWebIfNeeded();
  const host = machine();
  const sections = {};
  for (const kind of config.db === 'both' ? ['postgres', 'pglite'] : [config.db]) {
    const reports = [];
    for (const size of config.sizes ?? [null])
      reports.push(await benchDatabase(config, dataSet(config, kind, size)));
    // The side-by-side table first: a new section goes after the last one RESULTS.md has.
    if (config.sizes) sections[`bench:sizes-${kind}`] = sizesSection(reports, host, config);
    for (const report of reports) sections[`bench:${report.set.name}`] = section(report, host, config);
  }
  for (const body of Object.values(sections)) console.log(`\n${body}\n`);
  if (config.writeFiles) await writeResultsSections(sections);
  else if (config.only)
    console.log(
      `--only ${config.onlyText}: a partial run, so RESULTS.md and floor-queries.json are left as they were.`,
    );
}

let config;
try {
  config = parseBenchArgs(process.argv.slice(2), { root: ROOT, env: process.env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (config.help) printUsageAndExit(import.meta.url);
main(config)
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
