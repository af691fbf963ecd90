/**
 * The SQL of every snippet list and search: filters, orders, the search by relevance (decision 008) and the list's
 * total. Builders only; the snippets repository runs them.
 */
import { OTHER_LANGUAGE, OTHER_LANGUAGE_VALUES, type Platform } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { searchWords, toPrefixTsquery, toTitleProbe } from './snippets.search.js';

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
}

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
export const SEARCH_CANDIDATES = 300;

/**
 * A search reads at most this many snippets matching only in their code (the first the index gives), shown after the
 * ranked ones by likes. With SEARCH_CANDIDATES, the most results a search can page through. Decision 036.
 */
export const CODE_CANDIDATES = 500;

/** A search whose words match fewer title, tags or description than this also looks for corrected words (typos). */
export const TYPO_FALLBACK_BELOW = 12;

/** Titles in reading order: case and accents compare last ("Cacheable" before "CAN-SPAM"), as snippets_title_idx. */
const TITLE_ORDER = sql`s.title collate "und-x-icu"`;

export const ORDER_BY: Record<Exclude<ListSort, 'relevance'>, SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
  popular: sql`s.like_count desc, s.created_at desc, s.id desc`,
  'popular-asc': sql`s.like_count asc, s.created_at asc, s.id asc`,
  az: sql`${TITLE_ORDER} asc, s.id asc`,
  za: sql`${TITLE_ORDER} desc, s.id desc`,
  updated: sql`s.updated_at desc, s.id desc`,
  'updated-asc': sql`s.updated_at asc, s.id asc`,
  views: sql`s.view_count desc, s.created_at desc, s.id desc`,
  'views-asc': sql`s.view_count asc, s.created_at asc, s.id asc`,
};

/** A language filter on a column: one language, or `other` for every language without a home tile. */
function languageCondition(column: SQL, codeLanguage: string): SQL {
  return codeLanguage === OTHER_LANGUAGE
    ? sql`${column} in (${sql.join(
        OTHER_LANGUAGE_VALUES.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql`${column} = ${codeLanguage}`;
}

/** Platform, category, language, author and tag: the conditions that are not the search. */
function facetConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.platform) conditions.push(sql`s.platform = ${filters.platform}`);
  if (filters.category) conditions.push(sql`s.category = ${filters.category}`);
  if (filters.codeLanguage) conditions.push(languageCondition(sql`s.code_language`, filters.codeLanguage));
  const author = authorOf(filters);
  if (author) conditions.push(sql`s.author_id = ${author}`);
  if (filters.tag) conditions.push(sql`s.tags @> array[${filters.tag}]::text[]`);
  return conditions;
}

/** The parts of a search: head (title, tags, description) words and code words. */
function searchConditions(search: string) {
  const tsquery = toPrefixTsquery(search);
  const codeTsquery = toPrefixTsquery(search, { phrases: false });
  const query = tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
  return {
    query,
    head: query ? sql`s.search_head @@ ${query}` : sql`false`,
    code: codeTsquery ? sql`s.search_code @@ to_tsquery('simple', ${codeTsquery})` : sql`false`,
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
 * A search's second try (decision 036): its words with their corrections, and all its words but any one; each a
 * to_tsquery text, or null (search_fallback_queries).
 */
export interface SearchFallback {
  corrected: string | null;
  relaxed: string | null;
}

/**
 * A search by relevance in parts: its CTEs, the page of ids they give, how many results it can page through
 * (`found`), whether a candidate set was full (`approximate`), the total it reports, and — on a first try whose words
 * match too few heads — the texts of its second try (`fallback`, a text[] or null).
 */
export interface RelevanceParts {
  ctes: SQL;
  ids: SQL;
  found: SQL;
  approximate: SQL;
  total: SQL;
  fallback: SQL;
}

/**
 * One page of a search by relevance, with positions (decisions 008 and 036), read from bounded candidate sets:
 * 1. `head`: the SEARCH_CANDIDATES best-liked snippets matching in title, tags or description (a top-N on the
 *    popularity order: the planner walks snippets_popular_idx for a common word or sorts a rare word's few GIN
 *    matches);
 * 2. on a second try only (`second`), `relaxed`: when the corrected words still match too few heads, the best-liked
 *    snippets matching all the words but one;
 * 3. `code`: at most CODE_CANDIDATES snippets matching only in their code, as the GIN index gives them (their code
 *    vectors are matched, never read to rank), after the others by likes.
 * Only the rows read are ranked: ts_rank on the small head vector plus title word similarity. `found` counts the
 * sets: exact when none is full; when one is, the total is the planner's estimate of all matches (estimated_rows:
 * EXPLAIN, nothing counted), "about N", and the pages stop at what was read. On a second try the head words are the
 * corrected ones (the code words stay as typed).
 */
export function relevanceParts(
  filters: ListFilters,
  text: string,
  page: number,
  limit: number,
  second?: SearchFallback,
): RelevanceParts {
  const search = searchConditions(text);
  const facets = facetConditions(filters);
  const query = second?.corrected ? sql`to_tsquery('simple', ${second.corrected})` : search.query;
  const head = query ? sql`s.search_head @@ ${query}` : sql`false`;
  const relaxedQuery = second?.relaxed ? sql`to_tsquery('simple', ${second.relaxed})` : null;
  const candidate = (tier: number, conditions: SQL[]) => sql`
      select s.id, ${sql.raw(String(tier))} as tier, s.like_count, s.created_at
      from snippets s ${where([...facets, ...conditions])}
      order by ${ORDER_BY.popular}
      limit ${SEARCH_CANDIDATES}`;
  const rankQuery = relaxedQuery ?? query;
  const rank = sql`${rankQuery ? sql`ts_rank(${RANK_WEIGHTS}, s.search_head, ${rankQuery}) + ` : sql``}word_similarity(${toTitleProbe(text)}, lower(s.title))`;
  const order = sql`tier, rank desc, like_count desc, created_at desc, id desc`;
  const words = searchWords(text, { phrases: false });
  const estimate = inlineLiterals(
    sql`select 1 from snippets s ${where([...facets, sql`(${head} or ${search.code})`])}`,
  );
  const approximate = sql`((select count(*) from head) >= ${SEARCH_CANDIDATES}
      or (select count(*) from relaxed) >= ${SEARCH_CANDIDATES}
      or (select count(*) from code) >= ${CODE_CANDIDATES})`;
  const found = sql`(select count(*) from ranked)`;
  return {
    ctes: sql`
    head as (${candidate(1, [head])}),
    relaxed as (${
      relaxedQuery
        ? candidate(2, [
            sql`s.search_head @@ ${relaxedQuery}`,
            sql`not ${head}`,
            sql`(select count(*) from head) < ${TYPO_FALLBACK_BELOW}`,
          ])
        : sql`select * from head where false`
    }),
    code as materialized (
      select s.id, 3 as tier, s.like_count, s.created_at
      from snippets s ${where([...facets, search.code, sql`not ${head}`])}
      limit ${CODE_CANDIDATES}
    ),
    ranked as (
      select r.id, r.tier, case when r.tier < 3 then ${rank} else 0 end as rank, r.like_count, r.created_at
      from (
        select * from head
        union all select * from relaxed
        union all select * from code where id not in (select id from relaxed)
      ) r
      join snippets s on s.id = r.id
    )`,
    ids: sql`
    select id, row_number() over (order by ${order}) as position
    from ranked
    order by ${order}
    limit ${limit} offset ${(page - 1) * limit}`,
    found,
    approximate,
    total: sql`case when ${approximate} then greatest(${found}, estimated_rows(${estimate})) else ${found} end`,
    fallback:
      second || words.length === 0
        ? sql`null::text[]`
        : sql`case when (select count(*) from head) < ${TYPO_FALLBACK_BELOW} then search_fallback_queries(array[${sql.join(
            words.map((word) => sql`${word}`),
            sql`, `,
          )}]::text[]) end`,
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
  const { tag, search, platform, category, codeLanguage } = filters;
  const author = authorOf(filters);
  if (tag === undefined && search === undefined && author === null) {
    const conditions: SQL[] = [];
    if (platform) conditions.push(sql`c.platform = ${platform}`);
    if (category) conditions.push(sql`c.category = ${category}`);
    if (codeLanguage) conditions.push(languageCondition(sql`c.code_language`, codeLanguage));
    return sql`(select coalesce(sum(c.total), 0) from snippet_counts c ${where(conditions)})`;
  }
  if (
    author !== null &&
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

/** The columns each order reads: with the id, exactly its index's columns, so the skipped rows are index-only. */
export const ORDER_COLUMNS: Record<Exclude<ListSort, 'relevance'>, SQL> = {
  newest: sql`s.created_at`,
  oldest: sql`s.created_at`,
  popular: sql`s.like_count, s.created_at`,
  'popular-asc': sql`s.like_count, s.created_at`,
  az: TITLE_ORDER,
  za: TITLE_ORDER,
  updated: sql`s.updated_at`,
  'updated-asc': sql`s.updated_at`,
  views: sql`s.view_count, s.created_at`,
  'views-asc': sql`s.view_count, s.created_at`,
};

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
