/**
 * The SQL of every snippet list and search: filters, orders and the list's total; the search by relevance is in
 * snippets.relevance.ts. Builders only; the snippets repository runs them.
 */
import { OTHER_LANGUAGE, OTHER_LANGUAGE_VALUES, type Platform } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { toPrefixTsquery } from './snippets.search.js';
import { LISTED } from './visibility.js';
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
export const hasMarkFilter = (filters: ListFilters): boolean =>
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
export function facetConditions(filters: ListFilters): SQL[] {
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
export function searchConditions(search: string) {
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

export const where = (conditions: SQL[]): SQL =>
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
