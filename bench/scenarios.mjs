/**
 * What the bench measures: a guest's JSON endpoints, the signed-in members' reads and writes, and the rendered pages,
 * each with the requests wrk sends and the target it is held to.
 */
import { writeFileSync } from 'node:fs';
import { pageKey } from './options.mjs';
import { revisionEndpoints } from './revised-snippet.mjs';
import { SEARCHES, TYPO_SEARCHES, searchPath } from './search-queries.mjs';

/** A member's reads and writes: at least this share of the raw-SQL floor of their statements, which is most of their work. */
export const MEMBER_RATIO_TARGET = 0.8;
/** What every benchmark comment says: restoreData deletes the signed-in members' comments that say it. */
export const BENCH_COMMENT = 'Benchmark comment (bench/run.mjs): deleted when its run ends.';
/**
 * The per-member limits a benchmark's thousands of likes, saves and comments a second would hit (30 reactions and
 * 10 comments a minute by default, server/src/config.ts): raised on every server this run starts. The limiter still
 * runs (in memory: REDIS_URL is empty), so its cost is measured.
 */
export const BENCH_RATE_LIMITS = {
  REACTION_RATE_LIMIT_PER_MEMBER: '1000000000',
  COMMENT_RATE_LIMIT_PER_MEMBER: '1000000000',
  // The revised snippet's 1,000 edits (revised-snippet.mjs), made in one go.
  SNIPPET_RATE_LIMIT_PER_MEMBER: '1000000000',
  // The bench's writers may be minutes old: the new-member limits (decision 053) are off.
  NEW_MEMBER_HOURS: '0',
};

/** Searches: p95 at 1 connection at most this many ms below SEARCH_LARGE_FROM snippets, SEARCH_P95_LARGE_MS from it. */
export const SEARCH_P95_MS = 30;
export const SEARCH_P95_LARGE_MS = 50;
/** The targets are set at 100,000 and 1,000,000 snippets: sizes are rounded to the nearer (the seed adds a few). */
export const SEARCH_LARGE_FROM = 300_000;
/** Searches at --connections: at least this share of the raw-SQL floor of the same statements. */
const SEARCH_RATIO_TARGET = 0.9;
const searchPaths = (terms) => terms.map(searchPath);

/**
 * The deep list page: 500 (offset 5,988), or on a data set too small to have it, a page about four fifths of the
 * way down (not every snippet is listed), so that it still holds a full page.
 */
const deepPage = (snippets) => Math.max(1, Math.min(500, Math.floor((snippets / 12) * 0.8)));

/**
 * The JSON endpoints. `singleConnection`: also measured at 1 connection (a `<key>-c1` result), its unqueued
 * latency; `ratioTarget`: the share of the raw-SQL floor it must reach at --connections (0.6 when not given).
 */
export function endpoints({ slugs, snippets }, revised) {
  const deep = deepPage(snippets);
  return [
    { key: 'list-p1', label: 'list, page 1', paths: ['/api/snippets'] },
    { key: 'list-p500', label: `list, page ${deep}`, paths: [`/api/snippets?page=${deep}`] },
    {
      key: 'list-filtered',
      label: 'list, platform+category',
      paths: ['/api/snippets?platform=sfmc&category=scripting'],
    },
    {
      key: 'search',
      label: `search, spread of ${SEARCHES.length}`,
      paths: searchPaths(SEARCHES),
      singleConnection: true,
      ratioTarget: SEARCH_RATIO_TARGET,
    },
    {
      key: 'search-typo',
      label: `typo search, spread of ${TYPO_SEARCHES.length}`,
      paths: searchPaths(TYPO_SEARCHES),
      singleConnection: true,
      ratioTarget: SEARCH_RATIO_TARGET,
    },
    {
      key: 'raw',
      label: `raw text by slug (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/snippets/${encodeURIComponent(slug)}/raw`),
      text: true,
    },
    {
      key: 'detail',
      label: `detail by slug (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/api/snippets/${encodeURIComponent(slug)}`),
      // The detail page as a member's read: little beyond its statements, so held to the members' ratio.
      ratioTarget: MEMBER_RATIO_TARGET,
    },
    { key: 'featured', label: 'featured snippets', paths: ['/api/snippets/featured'] },
    ...revisionEndpoints(revised),
  ];
}

/**
 * The endpoints of signed-in members: each request carries a member's `Authorization: Bearer <token>`.
 *
 * Reads: the detail (the same slugs as a guest's, each request as another member) and a member's own list.
 * Writes: like then unlike, save then unsave (the web app's routes: POST /like and POST /unlike, POST /save and
 * DELETE /save) of every member/snippet pair, all the pairs' likes, then all their unlikes: with twice as many pairs
 * as connections, a pair's unlike is sent some 128 requests after its like, when the like has long been answered,
 * so each request changes something and the data ends as it began. Comments: each member posts one on its first
 * pair's snippet; they are kept until the target has been measured, then deleted (restoreData), so the comments
 * table grows by some thousands of rows while the comment endpoint runs, and not from one run to the next.
 * `checks`: the requests checked before measuring (a write and its undo).
 */
export function memberEndpoints({ slugs }, { members, pairs }, authorizations) {
  const count = members.length;
  const ratioTarget = MEMBER_RATIO_TARGET;
  const toggle = (path, undoMethod, undoPath) => [
    ...pairs.map((pair) => ({
      method: 'POST',
      path: `/api/snippets/${pair.snippetId}/${path}`,
      authorization: authorizations[pair.member],
    })),
    ...pairs.map((pair) => ({
      method: undoMethod,
      path: `/api/snippets/${pair.snippetId}/${undoPath}`,
      authorization: authorizations[pair.member],
    })),
  ];
  /** A write and its undo on every pair (like then unlike, save then unsave): the data set ends as it began. */
  const toggleCase = (key, label, undoMethod, undoPath) => ({
    key,
    label: `${label} (${pairs.length} member/snippet pairs)`,
    ratioTarget,
    write: true,
    requests: toggle(key, undoMethod, undoPath),
    checks: [0, pairs.length],
  });
  const firstPairs = pairs.filter(
    (pair, index) => pairs.findIndex((other) => other.member === pair.member) === index,
  );
  return {
    reads: [
      {
        key: 'member-read',
        label: `member: detail by slug (${slugs.length} slugs, ${count} members)`,
        ratioTarget,
        requests: Array.from({ length: Math.max(count, slugs.length) }, (_, index) => ({
          method: 'GET',
          path: `/api/snippets/${encodeURIComponent(slugs[index % slugs.length])}`,
          authorization: authorizations[index % count],
        })),
      },
      {
        key: 'member-list',
        label: `member: own list \`?author=me\` (${count} members)`,
        ratioTarget,
        requests: authorizations.map((authorization) => ({
          method: 'GET',
          path: '/api/snippets?author=me',
          authorization,
        })),
      },
    ],
    writes: [
      toggleCase('like', 'like + unlike', 'POST', 'unlike'),
      toggleCase('save', 'save + unsave', 'DELETE', 'save'),
      {
        key: 'comment',
        label: `comment, POST (${firstPairs.length} members)`,
        ratioTarget,
        write: true,
        requests: firstPairs.map((pair) => ({
          method: 'POST',
          path: '/api/comments',
          authorization: authorizations[pair.member],
          body: JSON.stringify({ snippetId: pair.snippetId, content: BENCH_COMMENT }),
        })),
        checks: [0],
      },
    ],
  };
}

/** An endpoint's requests: its `requests`, or a guest's GET of each of its `paths`. */
export const requestsOf = (endpoint) =>
  endpoint.requests ?? endpoint.paths.map((path) => ({ method: 'GET', path }));

/** The requests as wrk-report.lua reads them (BENCH_REQUESTS): method, path, authorization, body, tab-separated. */
export function writeRequestsFile(file, requests) {
  const lines = requests.map((request) => {
    const fields = [request.method, request.path, request.authorization ?? '', request.body ?? ''];
    if (fields.some((field) => /[\t\n\r]/.test(field)))
      throw new Error(`a benchmark request holds a tab or a line break: ${JSON.stringify(request)}`);
    return fields.join('\t');
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * The server-rendered pages, each beside the JSON call that carries its main content (the one its loader waits
 * for: home also reads the top contributors, a snippet its first comments and its highlighted code). Each is
 * measured as a cache hit (the same URLs again and again), as a miss (a query string of its own on every request,
 * `?bench-miss=<run>-<n>`, which no page reads but the cache keys on: a whole render), and on PostgreSQL as a
 * revalidation (the same URLs while the content version moves every VERSION_MOVE_MS, as a busy site's writes
 * elsewhere move it: each request finds its page's version stale, reads the page's data again and reuses the page).
 */
export function pageEndpoints(slugs, kind) {
  const pages = [
    { key: 'home', label: 'home `/`', paths: ['/'], json: 'featured' },
    { key: 'browse', label: 'browse `/snippets`', paths: ['/snippets'], json: 'list-p1' },
    {
      key: 'detail',
      label: `snippet \`/snippets/<slug>\` (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/snippets/${encodeURIComponent(slug)}`),
      json: 'detail',
    },
  ];
  return pages.flatMap((page) => [
    { ...page, key: pageKey(page.key, 'hit'), page: page.key, cache: 'hit', uniqueQuery: false },
    ...(kind === 'postgres'
      ? [
          {
            ...page,
            key: pageKey(page.key, 'revalidated'),
            page: page.key,
            cache: 'revalidated',
            uniqueQuery: false,
            movesVersion: true,
          },
        ]
      : []),
    { ...page, key: pageKey(page.key, 'miss'), page: page.key, cache: 'miss', uniqueQuery: true },
  ]);
}
