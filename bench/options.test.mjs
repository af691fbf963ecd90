import { describe, expect, it } from 'vitest';
import { SCENARIO_NAMES, parseBenchArgs, selects, selectsPage } from './options.mjs';
import { endpoints, memberEndpoints, pageEndpoints } from './scenarios.mjs';

const parse = (...args) => parseBenchArgs(args, { root: '/repo', env: {} });

describe('the bench command line', () => {
  it('has the defaults of a full run, which writes RESULTS.md', () => {
    const config = parse();
    expect(config).toMatchObject({
      db: 'postgres',
      duration: 10,
      warmup: 3,
      connections: 64,
      rounds: 1,
      snippets: 100000,
      sizes: null,
      logLevel: 'warn',
      dataDir: '/repo/bench/data-pglite',
      benchDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench',
      only: null,
      writeFiles: true,
    });
  });

  it('reads --only as the scenarios to run, and a partial run writes no file', () => {
    const config = parse('--only', 'list-p1, featured,pages', '--duration', '2', '--warmup', '1');
    expect([...config.only]).toEqual(['list-p1', 'featured', 'pages']);
    expect(config.onlyText).toBe('list-p1, featured,pages');
    expect(config.writeFiles).toBe(false);
    expect(config.duration).toBe(2);
    expect(config.warmup).toBe(1);
  });

  it('refuses a scenario name it does not know, naming it, before anything runs', () => {
    expect(() => parse('--only', 'list-p1,list-p2')).toThrow(/no scenario named list-p2\. Known: list-p1, /);
    expect(() => parse('--only', ' , ')).toThrow('--only needs at least one scenario name');
  });

  it('refuses values it cannot use', () => {
    expect(() => parse('--duration', '0')).toThrow('--duration must be a positive whole number');
    expect(() => parse('--db', 'mysql')).toThrow('--db must be postgres, pglite or both');
    expect(() => parse('--sizes', '10,x')).toThrow('--sizes must be a comma list');
    expect(parse('--sizes', '1000,10,1000').sizes).toEqual([1000, 10]);
  });

  it('selects only the named scenarios; `pages` selects every page case, a case key one', () => {
    const only = parse('--only', 'list-p1,page-home-miss').only;
    expect(selects(only, 'list-p1')).toBe(true);
    expect(selects(only, 'featured')).toBe(false);
    expect(selects(only, 'constant')).toBe(false);
    expect(selectsPage(only, 'page-home-miss')).toBe(true);
    expect(selectsPage(only, 'page-home-hit')).toBe(false);
    expect(selectsPage(parse('--only', 'pages').only, 'page-detail-revalidated')).toBe(true);
    expect(selects(null, 'anything')).toBe(true);
    expect(selectsPage(null, 'page-browse-hit')).toBe(true);
  });

  it('knows every scenario the bench defines, and nothing else', () => {
    const revised = { slug: 'a', twinSlug: 'b', codeBytes: 51200, revisions: 1000 };
    const data = { slugs: ['one', 'two'], snippets: 100000 };
    const plan = { members: [{ id: 'm' }], pairs: [{ member: 0, memberId: 'm', snippetId: 's' }] };
    const member = memberEndpoints(data, plan, ['Bearer t']);
    const defined = [
      ...endpoints(data, revised),
      ...member.reads,
      ...member.writes,
      ...pageEndpoints(data.slugs, 'postgres'),
    ].map((endpoint) => endpoint.key);
    expect(new Set(defined).size).toBe(defined.length);
    expect([...defined, 'pages', 'constant'].sort()).toEqual([...SCENARIO_NAMES].sort());
  });
});
