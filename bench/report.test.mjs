import { describe, expect, it } from 'vitest';
import { parseBenchArgs, selects, selectsPage } from './options.mjs';
import { assembleRows, section, sizesSection } from './report.mjs';
import { endpoints, pageEndpoints } from './scenarios.mjs';

const host = {
  nproc: '2',
  memory: '8.0 GiB',
  cpuModel: 'Test CPU',
  node: 'v20',
  wrk: 'wrk 4.1.0',
  commit: 'abc1234',
};
const result = (rps) => ({ rps, p50: 2, p95: 4, p99: 8, requests: rps * 10, errors: 0 });
const revised = { slug: 'a', twinSlug: 'b', codeBytes: 51200, revisions: 1000 };

/** What benchDatabase in run.mjs answers for a run of these arguments, with made-up figures for what it measured. */
function fakeReport(args, { kind = 'postgres', size = null, snippets = 100000 } = {}) {
  const config = parseBenchArgs(args, { root: '/repo', env: {} });
  const data = {
    snippets,
    members: 10000,
    reactions: 5,
    saves: 6,
    slugs: ['one', 'two'],
    version: 'PostgreSQL 15.4 on x',
  };
  const list = endpoints(data, revised).filter((endpoint) => selects(config.only, endpoint.key));
  const pages = pageEndpoints(data.slugs, kind)
    .filter((page) => selectsPage(config.only, page.key))
    .map((page) => ({ ...page, answer: '40 KB', cacheSays: page.cache }));
  const server = Object.fromEntries(
    [...list, ...pages].flatMap((e) => [
      [e.key, { ...result(1000), ...(e.movesVersion ? { versionMoves: 500 } : {}) }],
      [`${e.key}-c1`, result(100)],
    ]),
  );
  const floor = Object.fromEntries(
    list.flatMap((e) => [
      [e.key, result(1200)],
      [`${e.key}-c1`, result(120)],
    ]),
  );
  const load = [1, 2];
  const rounds = {
    server: [{ results: server, rssPeak: 200, rssMedian: 150, load }],
    floor: list.length > 0 ? [{ results: floor, load }] : [],
    constant: selects(config.only, 'constant') ? [{ results: { constant: result(9000) }, load }] : [],
  };
  const report = {
    kind,
    set: {
      kind,
      size,
      name: kind,
      url: 'postgres://x/cloudsnippets_bench',
      dataDir: '/repo/bench/data-pglite',
    },
    data,
    members: { signedIn: 64, pairs: 128 },
    revised: null,
    ...assembleRows(list, pages, rounds),
    constant: rounds.constant[0]?.results.constant,
    rssPeak: 200,
    rssMedian: 150,
    load: { server: '1.0→2.0', floor: '1.0→2.0', constant: rounds.constant.length > 0 ? '1.0→2.0' : '' },
  };
  return { config, report };
}

describe('the bench report', () => {
  it('prints the table of an --only run of list pages and the rendered pages, without their other JSON calls', () => {
    // The pages are compared with `featured` (home) and `detail` (a snippet), which this run does not measure.
    const { config, report } = fakeReport(['--only', 'list-p1,list-p500,list-filtered,pages']);
    const text = section(report, host, config);
    expect(text).toContain('| list, page 1 | 1000 |');
    expect(text).toContain('| list, platform+category | 1000 |');
    expect(text).not.toContain('featured snippets');
    expect(text).not.toContain('constant Fastify route');
    expect(text).toContain(
      'Load average (1 min) before→after each phase: server 1.0→2.0; raw-SQL floor 1.0→2.0.',
    );
    expect(text).toContain('| browse `/snippets` | hit | 1000 |');
    expect(text).toMatch(/\| home `\/` \| miss \| 1000 \|.*\| featured \(not measured\) \| — \| — \|/);
    expect(text).toContain('browse `/snippets`, cache hit: 1000 req/s = 1.00× list, page 1');
    expect(text).toContain(
      'home `/`, cache hit: 1000 req/s — not compared: its JSON call (featured) was not measured',
    );
  });

  it('prints only the pages when only the pages were measured', () => {
    const { config, report } = fakeReport(['--only', 'page-home-hit']);
    const text = section(report, host, config);
    expect(text).not.toContain('| endpoint |');
    expect(text).toContain('| home `/` | hit | 1000 |');
    expect(text).not.toContain('| home `/` | miss |');
  });

  it('prints every row, the pages against their JSON calls and the constant route on a full run', () => {
    const { config, report } = fakeReport([]);
    const text = section(report, host, config);
    for (const label of ['list, page 1', 'featured snippets', 'search, spread of', 'typo search, spread of'])
      expect(text).toContain(`| ${label}`);
    expect(text).toContain('| search, spread of 12, 1 connection |');
    expect(text).toContain('| constant Fastify route (floor b) | 9000 |');
    expect(text).toContain(
      '| home `/` | revalidated | 1000 | 2.0 | 4.0 | 8.0 | 40 KB | revalidated: version moved 500× |',
    );
    expect(text).toContain(
      "home `/`, cache hit: 1000 req/s = 1.00× featured snippets's 1000 (target ≥ 1×) — met",
    );
    expect(text).toContain('Settings: 64 connections, 3 s warm-up + 10 s per endpoint, best of 1 round(s)');
    expect(text).toContain('server 1.0→2.0; raw-SQL floor 1.0→2.0; constant 1.0→2.0.');
    expect(text).not.toContain('undefined');
  });

  it('puts the sizes side by side, with the constant route only where it was measured', () => {
    const small = fakeReport(['--only', 'list-p1,search'], { size: 10000, snippets: 10000 });
    const large = fakeReport(['--only', 'list-p1,search'], { size: 100000 });
    const text = sizesSection([small.report, large.report], host, small.config);
    expect(text).toContain('| endpoint | 10k req/s | 10k p95 ms | 10k ratio | 100k req/s |');
    expect(text).toContain('| list, page 1 | 1000 | 4.0 | **0.83** | 1000 | 4.0 | **0.83** |');
    expect(text).not.toContain('constant Fastify route');
  });
});
