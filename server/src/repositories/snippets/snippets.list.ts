/**
 * The SQL of every snippet list and search: filters, orders, the search by relevance (decision 008) and the list's
 * total. Builders only; the snippets repository runs them.
 */
import { OTHER_LANGUAGE, OTHER_LANGUAGE_VALUES, type Platform } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { toPrefixTsquery, toTitleProbe } from './snippets.search.js';

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
 * Above this many matches, a search says "1,000" (84 pages of 12): counting further costs more than the whole page
 * for a common word, and nobody pages past it. Decision 008.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A search ranks at most this many snippets matching in title, tags or description (the best-liked ones when more
 * match): a bounded top-N, whatever the word. Code-only matches follow, by likes. Decision 008.
 */
export const SEARCH_CANDIDATES = 300;

/** A search whose words match fewer title, tags or description than this also looks for similar titles (typos). */
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

/** The parts of a search: head (title, tags, description) words, title trigrams (typos), code words. */
function searchConditions(search: string) {
  const tsquery = toPrefixTsquery(search);
  const codeTsquery = toPrefixTsquery(search, { phrases: false });
  const probe = toTitleProbe(search);
  const query = tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
  return {
    query,
    probe,
    head: query ? sql`s.search_head @@ ${query}` : sql`false`,
    // `<%`: the probe is similar to some run of words in the title (pg_trgm's word similarity, GIN-indexed).
    typo: sql`${probe} <% lower(s.title)`,
    code: codeTsquery ? sql`s.search_code @@ to_tsquery('simple', ${codeTsquery})` : sql`false`,
  };
}

const where = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** Every filter, the search matching in head, title trigrams or code. */
function whereClause(filters: ListFilters): SQL {
  const conditions = facetConditions(filters);
  if (filters.search !== undefined) {
    const search = searchConditions(filters.search);
    conditions.push(sql`(${search.head} or ${search.code} or ${search.typo})`);
  }
  return where(conditions);
}

/** Weights D, C, B, A: title most. D is unused: search_head holds no code, and code-only matches rank last. */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);

/** A search by relevance in parts: its CTEs, the page of ids they give, and the list's total (decision 008). */
export interface RelevanceParts {
  ctes: SQL;
  ids: SQL;
  total: SQL;
}

/**
 * One page of a search by relevance, with positions (decision 008), in two tiers:
 * 1. the SEARCH_CANDIDATES best-liked snippets matching in title, tags or description, ranked by ts_rank on the
 *    small head vector plus title similarity; when fewer than TYPO_FALLBACK_BELOW match, titles similar to the text
 *    (pg_trgm, typos) join them;
 * 2. then snippets matching only in their code, by likes — a walk of the popularity order that stops at the page.
 * Tier 1 is a top-N on the popularity order, so the planner walks snippets_popular_idx for a common word or collects
 * a rare word's matches from the GIN index; the code vectors are only matched, never read to rank.
 *
 * The total (at most SEARCH_COUNT_CAP) is counted in the same statement: head or code matches (`matches`, which stops
 * at the cap), plus the similar titles that match neither. Those come from `typo_all`, the same set tier 1 takes its
 * typos from, so the trigram matching (the slowest part of a search) runs once per request, and a typo is told apart
 * from a code match by its id in `matches` rather than by matching its code vector again. When `matches`
 * reaches the cap the total is the cap, whatever the typos.
 */
export function relevanceParts(
  filters: ListFilters,
  text: string,
  page: number,
  limit: number,
): RelevanceParts {
  const search = searchConditions(text);
  const facets = facetConditions(filters);
  const rank = search.query
    ? sql`ts_rank(${RANK_WEIGHTS}, s.search_head, ${search.query}) + word_similarity(${search.probe}, lower(s.title))`
    : sql`word_similarity(${search.probe}, lower(s.title))`;
  const order = sql`tier, rank desc, like_count desc, created_at desc, id desc`;
  const popularity = sql`like_count desc, created_at desc, id desc`;
  return {
    ctes: sql`
    head as (
      select s.id, s.like_count, s.created_at, s.search_head, s.title
      from snippets s ${where([...facets, search.head])}
      order by ${ORDER_BY.popular}
      limit ${SEARCH_CANDIDATES}
    ),
    typo_all as materialized (
      select s.id, s.like_count, s.created_at, s.search_head, s.title
      from snippets s ${where([...facets, search.typo, sql`not ${search.head}`, sql`(select count(*) from head) < ${TYPO_FALLBACK_BELOW}`])}
    ),
    typo as (
      select * from typo_all order by ${popularity} limit ${SEARCH_CANDIDATES}
    ),
    code as (
      select s.id, s.like_count, s.created_at
      from snippets s ${where([...facets, sql`not ${search.head}`, search.code])}
      order by ${ORDER_BY.popular}
      limit ${page * limit}
    ),
    ranked as (
      select s.id, 1 as tier, ${rank} as rank, s.like_count, s.created_at from (select * from head union all select * from typo) s
      union all
      select id, 2, 0, like_count, created_at from code where id not in (select id from typo)
    ),
    matches as materialized (
      select s.id from snippets s ${where([...facets, sql`(${search.head} or ${search.code})`])}
      limit ${SEARCH_COUNT_CAP}
    )`,
    ids: sql`
    select id, row_number() over (order by ${order}) as position
    from ranked
    order by ${order}
    limit ${limit} offset ${(page - 1) * limit}`,
    total: sql`least(${SEARCH_COUNT_CAP}, (select count(*) from matches)
      + (select count(*) from typo_all where id not in (select id from matches)))`,
  };
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
  if (search !== undefined) {
    // Matches in head or code, plus similar titles when the words match too few heads (as relevanceParts).
    const parts = searchConditions(search);
    const facets = facetConditions(filters);
    return sql`(
      with matches as materialized (
        select ${parts.head} as in_head from snippets s ${where([...facets, sql`(${parts.head} or ${parts.code})`])}
        limit ${SEARCH_COUNT_CAP}
      )
      select least(${SEARCH_COUNT_CAP}, (select count(*) from matches) + (
        select count(*) from (
          select 1 from snippets s
          ${where([...facets, parts.typo, sql`not (${parts.head} or ${parts.code})`, sql`(select count(*) from matches where in_head) < ${TYPO_FALLBACK_BELOW}`])}
          limit ${SEARCH_COUNT_CAP}
        ) typos)))`;
  }
  return sql`(select count(*) from (select 1 from snippets s ${whereClause(filters)} limit ${COUNT_CAP}) matches)`;
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
