/**
 * The SQL of every snippet list and search: filters, orders, the search by relevance (decision 008) and the list's
 * total. Builders only; the snippets repository runs them.
 */
import { OTHER_LANGUAGE, OTHER_LANGUAGE_VALUES, type Platform } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { searchWords, toPrefixTsquery, toTitleProbe } from './snippets.search.js';
import { LISTED } from './visibility.js';
import { completedText, completionsOf, lastPrefix } from './search-completion.js';
import { CUSTOM_PLAN } from '../../db/prepared-statements.js';
import { ORDER_BY, ORDER_COLUMNS } from './snippets.order.js';

const customPlan = sql.raw(CUSTOM_PLAN);

export { ORDER_BY, ORDER_COLUMNS };

export type ListSort =
  | 'newest'
  | 'oldest'
  | 'popular'
  | 'az'
  | 'updated'
  | 'updated-asc'
  | 'views'
  | 'views-asc'
  | 'popular-asc'
  | 'za'
  | 'forks'
  | 'relevance';

export interface ListFilters {
  platform?: Platform;
  category?: string;
  codeLanguage?: string;
  tag?: string;
  search?: string;
  authorId?: string;
  /**
   * The author by username (case-insensitive), resolved inside the list's statement rather than by a lookup
   * before it; an unknown username matches nothing. Ignored when authorId is given.
   */
  authorUsername?: string;
  /** The forks of one snippet (decision 040). */
  forkedFromId?: string;
  /** Only snippets with an Apex class and its test class (snippets_test_class_idx). */
  hasTestClass?: boolean;
  /** Only snippets whose SSJS passed the ES3 check (snippets_ssjs_safe_idx). */
  ssjsSafe?: boolean;
  /**
   * Only snippets confirmed on this release or a later one ("verified in the last 3 releases", decision 048), by API
   * version; snippets_verified_idx.
   */
  verifiedSince?: number;
  /**
   * Every visibility, not only public snippets (decision 042): a member's list of their own snippets. Only with an
   * author filter that names the member reading.
   */
  allVisibilities?: boolean;
}

/** A filter on a snippet's marks (test class, SSJS-safe, verified), which no counter counts. */
const hasMarkFilter = (filters: ListFilters): boolean =>
  Boolean(filters.hasTestClass) || Boolean(filters.ssjsSafe) || filters.verifiedSince !== undefined;

/** The author filter as an SQL uuid expression, or null without one. */
function authorOf(filters: ListFilters): SQL | null {
  if (filters.authorId !== undefined) return sql`${filters.authorId}::uuid`;
  if (filters.authorUsername !== undefined)
    return sql`(select a.id from users a where lower(a.username) = lower(${filters.authorUsername}))`;
  return null;
}

/** Above this many matches, a tag or filtered list says "10,000" rather than counting further. */
export const COUNT_CAP = 10_000;

/**
 * Above this many matches, a search in another order than relevance says "1,000" (84 pages of 12). Decision 008.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A search ranks at most this many snippets matching in title, tags or description (the best-liked ones when more
 * match): a bounded top-N, whatever the word. Decision 008.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * A search first looks for its matches among this many best-liked snippets (walking snippets_popular_idx, stopping
 * at SEARCH_CANDIDATES matches): a common word's page comes from there. Decision 036.
 */
export const POPULAR_WINDOW = 1_000;

/**
 * The window on the embedded PGlite, where each random heap read costs about 38 µs (32 MB of shared buffers, an
 * emulated file system): 1,000 rows took 58 ms there for "trigger handler". Its data sets are smaller, so the GIN
 * reads the narrower window leaves to it stay short. Decision 036.
 */
export const EMBEDDED_POPULAR_WINDOW = 250;

/** How a database reads a search: the size of its best-liked window. */
export interface SearchSettings {
  popularWindow: number;
}

/**
 * When the best-liked window holds fewer matches than this (two pages), the search also reads the GIN index: the
 * text is rare enough for its posting lists to be short. Decision 036.
 */
export const DENSE_MATCHES = 24;

/**
 * A search reads at most this many snippets matching only in their code (the first the index gives), shown after the
 * ranked ones by likes. With SEARCH_CANDIDATES, the most results a search can page through. Decision 036.
 */
export const CODE_CANDIDATES = 200;

/** A search whose words match fewer title, tags or description than this also looks for corrected words (typos). */
export const TYPO_FALLBACK_BELOW = 12;

/** A language filter on a column: one language, or `other` for every language without a home tile. */
function languageCondition(column: SQL, codeLanguage: string): SQL {
  return codeLanguage === OTHER_LANGUAGE
    ? sql`${column} in (${sql.join(
        OTHER_LANGUAGE_VALUES.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql`${column} = ${codeLanguage}`;
}

/**
 * Visibility, platform, category, language, author and tag: the conditions that are not the search. Public snippets
 * only, but in a member's list of their own.
 */
function facetConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = filters.allVisibilities && authorOf(filters) ? [] : [LISTED];
  if (filters.platform) conditions.push(sql`s.platform = ${filters.platform}`);
  if (filters.category) conditions.push(sql`s.category = ${filters.category}`);
  if (filters.codeLanguage) conditions.push(languageCondition(sql`s.code_language`, filters.codeLanguage));
  const author = authorOf(filters);
  if (author) conditions.push(sql`s.author_id = ${author}`);
  if (filters.tag) conditions.push(sql`s.tags @> array[${filters.tag}]::text[]`);
  if (filters.forkedFromId) conditions.push(sql`s.forked_from_id = ${filters.forkedFromId}::uuid`);
  // A literal, as the partial index's predicate is.
  if (filters.hasTestClass) conditions.push(sql.raw('s.has_test_class'));
  if (filters.ssjsSafe) conditions.push(sql.raw('s.ssjs_safe'));
  // The partial index's predicate as a literal, then the bound.
  if (filters.verifiedSince !== undefined)
    conditions.push(sql`s.verified_api is not null and s.verified_api >= ${filters.verifiedSince}`);
  return conditions;
}

/** The parts of a search: head (title, tags, description) words and code words. */
function searchConditions(search: string) {
  const tsquery = toPrefixTsquery(search);
  const codeTsquery = toPrefixTsquery(search, { phrases: false });
  // A search's plan depends on its words (a rare word and a common one want different plans): never a generic plan.
  const query = tsquery ? sql`${customPlan} to_tsquery('simple', ${tsquery})` : null;
  const codeQuery = codeTsquery ? sql`${customPlan} to_tsquery('simple', ${codeTsquery})` : null;
  return {
    query,
    codeQuery,
    tsquery,
    codeTsquery,
    head: query ? sql`s.search_head @@ ${query}` : sql`false`,
    code: codeQuery ? sql`s.search_code @@ ${codeQuery}` : sql`false`,
  };
}

const where = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** Every filter, the search matching in head or code (in orders other than relevance, words as typed). */
function whereClause(filters: ListFilters): SQL {
  const conditions = facetConditions(filters);
  if (filters.search !== undefined) {
    const search = searchConditions(filters.search);
    conditions.push(sql`(${search.head} or ${search.code})`);
  }
  return where(conditions);
}

/** Weights D, C, B, A: title most. D is unused: search_head holds no code, and code-only matches rank last. */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);

/**
 * A search by relevance in parts: its CTEs, the page of ids they give, how many results it can page through
 * (`found`), whether a candidate set was full (`approximate`), and the total it reports (decision 036).
 */
export interface RelevanceParts {
  ctes: SQL;
  ids: SQL;
  found: SQL;
  approximate: SQL;
  total: SQL;
}

/**
 * One page of a search by relevance, with positions (decisions 008 and 036), in one statement, from bounded
 * candidate sets in tiers:
 * 1. `head`: snippets matching in title, tags or description;
 * 2. `code`, when those are fewer than DENSE_MATCHES: snippets matching only in their code (their code vectors are
 *    matched, never read to rank), by likes: an identifier used in code is an exact match; and with them, ranked
 *    first, the `relaxed` matches (below) that keep the rarest of several words ('email footer': a footer);
 * 3. `corrected`, when these two tiers found fewer than TYPO_FALLBACK_BELOW: the words with each word the dictionary
 *    does not know ORed with its corrections (search_fallback_queries: trigrams over a few thousand distinct words,
 *    never the titles);
 * 4. `relaxed`, then: with several words, all of them but any one.
 * Tiers 1–3 read their candidates in two bounded reads (see `candidates`) and rank only what they read: ts_rank on
 * the small head vector plus title word similarity. `found` counts the tiers: exact when no read was full; when one
 * is, the total is the planner's estimate of all matches (estimated_rows: EXPLAIN, nothing counted), "about N",
 * and the pages stop at what was read.
 */
export function relevanceParts(
  filters: ListFilters,
  text: string,
  page: number,
  limit: number,
  { popularWindow }: SearchSettings = { popularWindow: POPULAR_WINDOW },
): RelevanceParts {
  const search = searchConditions(text);
  const facets = facetConditions(filters);
  const words = searchWords(text, { phrases: false });
  const similarity = sql`${customPlan} word_similarity(${toTitleProbe(text)}, lower(s.title))`;
  // The facets as one SQL text with its values written in, for search_matches, which plans it with each query.
  const facetText = facets.length ? inlineLiterals(sql.join(facets, sql` and `)) : 'true';
  // A tier's candidates, ranked as they are read, in two bounded reads: the best-liked matches among the
  // POPULAR_WINDOW best-liked snippets (a common text fills its page there, and a GIN read of its long posting lists
  // is skipped); when they are fewer than DENSE_MATCHES, the first SEARCH_CANDIDATES matches the GIN index gives
  // (search_matches: every match of a rarer text, never a scan of the whole table). `tsquery` may be computed by the
  // statement itself; `conditions` filter what was read and gate the reads (a later tier's).
  const candidates = (
    name: string,
    tier: SQL,
    tsquery: SQL,
    conditions: SQL[] = [],
    match: SQL = tsquery,
  ) => {
    const window = sql.raw(`${name}_window`);
    const any = sql.raw(`${name}_any`);
    const columns = sql`s.id, ${tier} as tier,
      ts_rank(${RANK_WEIGHTS}, s.search_head, ${tsquery}) + ${similarity} as rank, s.like_count, s.created_at`;
    return sql`
    ${window} as materialized (
      select ${columns} from popular s
      ${where([sql`s.search_head @@ ${match}`, ...conditions])}
      limit ${SEARCH_CANDIDATES}
    ),
    ${any} as materialized (
      select ${columns} from search_matches('search_head', ${match}, ${SEARCH_CANDIDATES}, ${facetText}) s
      ${where([...conditions, sql`(select count(*) from ${window}) < ${DENSE_MATCHES}`])}
    ),
    ${sql.raw(name)} as (select * from ${window} union select * from ${any})`;
  };
  const fallbackWanted = sql`(select count(*) from head) + (select count(*) from code) < ${TYPO_FALLBACK_BELOW}`;
  const fallback = (index: 1 | 2 | 3) =>
    sql`(select to_tsquery('simple', q[${sql.raw(String(index))}]) from fallback)`;
  // The GIN indexes are read with the last word completed by the dictionary (search-completion.ts); ranks are
  // computed with the texts as they were, so they do not change.
  const prefix = lastPrefix(text, { phrases: false });
  const completed = (tsquery: SQL) =>
    completedText(tsquery, prefix, sql`(select alternatives from completion)`);
  const completedQuery = (tsquery: string | null) =>
    tsquery ? sql`to_tsquery('simple', ${completed(sql`${tsquery}::text`)})` : none;
  const completedFallback = (index: 1 | 2) =>
    sql`(select to_tsquery('simple', ${completed(sql.raw(`q[${index}]`))}) from fallback)`;
  const notIn = (...tiers: string[]) =>
    tiers.map((tier) => sql`not exists (select 1 from ${sql.raw(tier)} t where t.id = s.id)`);
  const full = (name: string) =>
    sql`(select count(*) from ${sql.raw(`${name}_window`)}) >= ${DENSE_MATCHES}
      or (select count(*) from ${sql.raw(`${name}_any`)}) >= ${SEARCH_CANDIDATES}`;
  const approximate = sql`(${full('head')} or ${full('corrected')} or ${full('relaxed')}
      or (select count(*) from code_any) >= ${CODE_CANDIDATES})`;
  const found = sql`(select count(*) from ranked)`;
  // What the planner expects the words as typed to match, and their corrections when a tier read them (a typo's
  // "about N" counts the corrected words): the corrected text is written in as a literal by the statement itself.
  const typed = inlineLiterals(
    sql`select 1 from snippets s ${where([...facets, sql`(${search.head} or ${search.code}`])}`,
  );
  const estimate = sql`${typed}::text || coalesce(
    ' or s.search_head @@ to_tsquery(''simple'', ' || (select quote_literal(q[1]) from fallback) || ')', '') || ')'`;
  const order = sql`tier, rank desc, like_count desc, created_at desc, id desc`;
  const none = sql`null::tsquery`;
  return {
    // The best-liked window, read once for every tier that walks it (a misspelt search walks it three times), in
    // its order: a CTE is read back in the order it was written, so each tier's LIMIT keeps the best-liked matches.
    ctes: sql`
    completion as materialized (select ${completionsOf(prefix)} as alternatives),
    popular as materialized (
      select s.id, s.like_count, s.created_at, s.search_head, s.title from snippets s ${where(facets)}
      order by ${ORDER_BY.popular}
      limit ${popularWindow}
    ),
    terms as materialized (
      select ${completedQuery(search.tsquery)} as head, ${completedQuery(search.codeTsquery)} as code
    ),
    ${candidates('head', sql`1`, search.query ?? none, [], sql`(select head from terms)`)},
    code_any as materialized (
      select s.id, 2 as tier, 0::real as rank, s.like_count, s.created_at
      from ${
        search.codeQuery
          ? sql`search_matches('search_code', (select code from terms), ${CODE_CANDIDATES}, ${facetText}) s`
          : sql`(select * from snippets where false) s`
      }
      where (select count(*) from head) < ${DENSE_MATCHES}
    ),
    code as (select * from code_any s where ${sql.join(notIn('head'), sql` and `)}),
    fallback as (
      select search_fallback_queries(${
        words.length
          ? sql`array[${sql.join(
              words.map((word) => sql`${word}`),
              sql`, `,
            )}]::text[]`
          : sql`array[]::text[]`
      }) as q
      where ${fallbackWanted}
    ),
    ${candidates(
      'corrected',
      sql`3`,
      fallback(1),
      [sql`${fallback(1)} is not null`, ...notIn('head', 'code')],
      completedFallback(1),
    )},
    ${candidates(
      'relaxed',
      sql`case when s.search_head @@ ${fallback(3)} then 2 else 4 end`,
      fallback(2),
      [sql`${fallback(2)} is not null`, ...notIn('head', 'code', 'corrected')],
      completedFallback(2),
    )},
    ranked as (
      select * from head
      union all select * from code
      union all select * from corrected
      union all select * from relaxed
    )`,
    ids: sql`
    select id, row_number() over (order by ${order}) as position
    from ranked
    order by ${order}
    limit ${limit} offset ${(page - 1) * limit}`,
    found,
    approximate,
    total: sql`case when ${approximate} then greatest(${found}, estimated_rows(${estimate})) else ${found} end`,
  };
}

/**
 * A statement as one text with its values written in as SQL literals (pg's escapeLiteral), for estimated_rows,
 * which plans the text it is given: its values cannot be parameters of the statement that calls it.
 */
function inlineLiterals(statement: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => escapeLiteral(String(params[Number(n) - 1])));
}

/**
 * The total of a list that is not a search by relevance, as one scalar expression, without counting 100,000 rows
 * per request: facet filters sum the few rows of snippet_counts, an author alone reads users.total_snippets, a search
 * counts at most SEARCH_COUNT_CAP matches and tag or mixed filters at most COUNT_CAP.
 */
export function totalExpression(filters: ListFilters): SQL {
  const { tag, search, platform, category, codeLanguage, forkedFromId } = filters;
  const author = authorOf(filters);
  const isFacetsOnly =
    tag === undefined && search === undefined && author === null && !hasMarkFilter(filters);
  // A snippet's forks: the count the original keeps (migration 0015's triggers).
  if (forkedFromId !== undefined && isFacetsOnly && !platform && !category && !codeLanguage)
    return sql`coalesce((select o.fork_count from snippets o where o.id = ${forkedFromId}::uuid), 0)`;
  if (isFacetsOnly && forkedFromId === undefined) {
    const conditions: SQL[] = [];
    if (platform) conditions.push(sql`c.platform = ${platform}`);
    if (category) conditions.push(sql`c.category = ${category}`);
    if (codeLanguage) conditions.push(languageCondition(sql`c.code_language`, codeLanguage));
    return sql`(select coalesce(sum(c.total), 0) from snippet_counts c ${where(conditions)})`;
  }
  if (
    author !== null &&
    !filters.allVisibilities &&
    !hasMarkFilter(filters) &&
    forkedFromId === undefined &&
    tag === undefined &&
    search === undefined &&
    !platform &&
    !category &&
    !codeLanguage
  ) {
    return sql`coalesce((select a.total_snippets from users a where a.id = ${author}), 0)`;
  }
  const cap = search !== undefined ? SEARCH_COUNT_CAP : COUNT_CAP;
  return sql`(select count(*) from (select 1 from snippets s ${whereClause(filters)} limit ${cap}) matches)`;
}

/**
 * The ids of one page in a plain order (not a search by relevance), with their positions. The positions are
 * numbered over the page's rows only, after the offset: a row_number() over everything the offset skips cost
 * about as much as the skipping itself on a deep page (page 500: 6,000 rows; most on PGlite).
 */
export function orderedPage(
  filters: ListFilters,
  sort: Exclude<ListSort, 'relevance'>,
  page: number,
  limit: number,
): SQL {
  return sql`
    select s.id, row_number() over (order by ${ORDER_BY[sort]}) as position
    from (
      select s.id, ${ORDER_COLUMNS[sort]}
      from snippets s ${whereClause(filters)}
      order by ${ORDER_BY[sort]}
      limit ${limit} offset ${(page - 1) * limit}
    ) s`;
}
