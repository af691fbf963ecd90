/**
 * The SQL of a search by relevance (decisions 008, 036 and 063): bounded candidate sets in tiers, ranked as they
 * are read, the page and its total in one statement. Builders only; the snippets repository runs them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { searchWords, toHeadPairsTsquery, toTitleProbe } from './snippets.search.js';
import { completedText, completionsOf, lastPrefix } from './search-completion.js';
import { CUSTOM_PLAN } from '../../db/prepared-statements.js';
import { ORDER_BY } from './snippets.order.js';
import {
  facetConditions,
  hasMarkFilter,
  searchConditions,
  where,
  type ListFilters,
} from './snippets.list.js';
import { LISTED } from './visibility.js';

const customPlan = sql.raw(CUSTOM_PLAN);

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
  const facetText = matchConditions(filters, facets);
  // A tier's candidates, ranked as they are read, in two bounded reads: the best-liked matches among the
  // POPULAR_WINDOW best-liked snippets (a common text fills its page there, and a GIN read of its long posting lists
  // is skipped); when they are fewer than DENSE_MATCHES, the first SEARCH_CANDIDATES matches the GIN index gives
  // (search_matches: every match of a rarer text, never a scan of the whole table). `tsquery` may be computed by the
  // statement itself; `conditions` filter what was read and gate the reads (a later tier's). With `pairs` (a dotted
  // identifier's word pairs), the GIN read is of the pairs' index, the phrase checked on the rows it gives.
  const candidates = (
    name: string,
    tier: SQL,
    tsquery: SQL,
    conditions: SQL[] = [],
    match: SQL = tsquery,
    pairs: string | null = null,
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
      select ${columns} from ${
        pairs
          ? sql`search_phrase_matches(${pairs}::tsquery, ${match}, ${SEARCH_CANDIDATES}, ${facetText})`
          : sql`search_matches('search_head', ${match}, ${SEARCH_CANDIDATES}, ${facetText})`
      } s
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
    ${candidates(
      'head',
      sql`1`,
      search.query ?? none,
      [],
      sql`(select head from terms)`,
      toHeadPairsTsquery(text),
    )},
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
 * The facets as search_matches filters the rows the GIN index gives, one SQL text. As the literal `s.listed`, the
 * one facet of a search without filters is the predicate of a dozen partial list indexes, and the planner costs
 * such an index's bitmap at half the table whatever the statistics say (every row is listed): when it expected the
 * words to match many rows it ANDed the GIN read with a bitmap of all of `snippets_updated_idx` (`Trigger.new` in
 * code: 100,145 entries read at 100k, 37.6 of 44 ms; 3.6 ms without). Written `s.listed is true` it matches no
 * index. A platform, category, language or mark filter keeps the literal: its partial index needs it, and a rare
 * value is best read there.
 */
function matchConditions(filters: ListFilters, facets: SQL[]): string {
  const partialIndexed =
    Boolean(filters.platform) ||
    Boolean(filters.category) ||
    Boolean(filters.codeLanguage) ||
    hasMarkFilter(filters);
  const conditions = partialIndexed ? facets : facets.map((c) => (c === LISTED ? LISTED_FILTER : c));
  return conditions.length ? inlineLiterals(sql.join(conditions, sql` and `)) : 'true';
}

/** `s.listed` as a filter no partial index's predicate matches (see matchConditions). */
const LISTED_FILTER = sql.raw('s.listed is true');

/**
 * A statement as one text with its values written in as SQL literals (pg's escapeLiteral), for estimated_rows,
 * which plans the text it is given: its values cannot be parameters of the statement that calls it.
 */
function inlineLiterals(statement: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => escapeLiteral(String(params[Number(n) - 1])));
}
