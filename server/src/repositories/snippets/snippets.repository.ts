import {
  OTHER_LANGUAGE,
  OTHER_LANGUAGE_VALUES,
  type Platform,
  type SnippetData,
} from '@cloud-snippets/contract';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { isUuid } from '../../db/uuid.js';
import { snippetCounts, snippets, snippetSaves, users, type SnippetRow } from '../../db/schema/index.js';
import { uniqueViolationConstraint } from '../../db/unique-violation.js';
import { RESERVED_SLUGS, slugify, withSuffix } from './slug.js';
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

/** What a list row carries: the card fields, the author, and what the current member did. */
export interface SnippetSummaryRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  codeHead: string;
  platform: Platform;
  category: string;
  codeLanguage: string;
  tags: string[];
  likeCount: number;
  dislikeCount: number;
  viewCount: number;
  saveCount: number;
  commentCount: number;
  isFeatured: boolean;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorUsername: string;
  authorAvatar: string | null;
  myReaction: 'like' | 'dislike' | null;
  isSaved: boolean;
}

export interface SnippetDetailRow extends SnippetSummaryRow {
  code: string;
  likerIds: string[];
}

/** The profile's savedSnippets: the most recently saved ids, at most this many. */
export const SAVED_IDS_IN_PROFILE = 500;

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

/**
 * How many characters of code a list row carries for the card preview. `substr` (not `left`) lets PostgreSQL read
 * only the start of a long, TOASTed code.
 */
const CODE_HEAD_CHARS = 600;

/** Titles in reading order: case and accents compare last ("Cacheable" before "CAN-SPAM"), as snippets_title_idx. */
const TITLE_ORDER = sql`s.title collate "und-x-icu"`;

const ORDER_BY: Record<Exclude<ListSort, 'relevance'>, SQL> = {
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

const SUMMARY_COLUMNS = sql`
  s.id, s.slug, s.title, s.description, substr(s.code, 1, ${sql.raw(String(CODE_HEAD_CHARS))}) as "codeHead",
  s.platform, s.category, s.code_language as "codeLanguage", s.tags,
  s.like_count as "likeCount", s.dislike_count as "dislikeCount", s.view_count as "viewCount",
  s.save_count as "saveCount", s.comment_count as "commentCount", s.is_featured as "isFeatured",
  s.created_at as "createdAt", s.updated_at as "updatedAt",
  u.id as "authorId", u.username as "authorUsername", u.avatar as "authorAvatar",
  r.kind as "myReaction", (sv.user_id is not null) as "isSaved"`;

/** The current member's reaction and save, joined on their primary keys (a guest matches nothing). */
const viewerJoins = (viewerId: string | null) => sql`
  left join snippet_reactions r on r.snippet_id = s.id and r.user_id = ${viewerId}::uuid
  left join snippet_saves sv on sv.user_id = ${viewerId}::uuid and sv.snippet_id = s.id`;

/**
 * The cards of one page, given the page's ids as a query of `(id, position)`: only those rows are read, with their
 * authors and the current member's reaction and save, in position order. Every list (browse, featured, a member's
 * snippets, saved snippets) builds its page of ids on its own index and shares this second step.
 */
export function summariesOfPage(
  ids: SQL,
  viewerId: string | null,
  tx: Database,
): Promise<SnippetSummaryRow[]> {
  return selectRows<SnippetSummaryRow>(
    tx,
    sql`
    select ${SUMMARY_COLUMNS}
    from (${ids}) p
    join snippets s on s.id = p.id
    join users u on u.id = s.author_id
    ${viewerJoins(viewerId)}
    order by p.position`,
  );
}

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
interface RelevanceParts {
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
function relevanceParts(filters: ListFilters, text: string, page: number, limit: number): RelevanceParts {
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
function totalExpression(filters: ListFilters): SQL {
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
const ORDER_COLUMNS: Record<Exclude<ListSort, 'relevance'>, SQL> = {
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
function orderedPage(
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

/** A list row with the list's total (the same on every row). */
type SummaryRowWithTotal = SnippetSummaryRow & { listTotal: number };

/** Drizzle queries on snippets. Every method takes an optional transaction. */
export function snippetsRepository(db: Database) {
  const repository = {
    /**
     * One page of a list, in one statement: the ids of the page first (an index-only scan of the order's index,
     * so a deep page costs no more than reading past its offset in the index), then only those rows, their authors
     * and the current member's reaction and save.
     */
    listPage: async (
      filters: ListFilters,
      sort: ListSort,
      page: number,
      limit: number,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetSummaryRow[]> => {
      if (sort === 'relevance' && filters.search !== undefined) {
        const parts = relevanceParts(filters, filters.search, page, limit);
        return summariesOfPage(sql`with ${parts.ctes} ${parts.ids}`, viewerId, tx);
      }
      return summariesOfPage(
        orderedPage(filters, sort === 'relevance' ? 'newest' : sort, page, limit),
        viewerId,
        tx,
      );
    },

    /**
     * One page of a list and the list's total (as countForList counts it), in one statement and one round trip: the
     * total is a one-row relation the page's rows are left-joined to, so it arrives even when the page is empty. For
     * a search by relevance, the total reuses the page's own matching (relevanceParts).
     */
    listPageWithTotal: async (
      filters: ListFilters,
      sort: ListSort,
      page: number,
      limit: number,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<{ rows: SnippetSummaryRow[]; total: number }> => {
      const relevance =
        sort === 'relevance' && filters.search !== undefined
          ? relevanceParts(filters, filters.search, page, limit)
          : null;
      const ids = relevance
        ? relevance.ids
        : orderedPage(filters, sort === 'relevance' ? 'newest' : sort, page, limit);
      const total = relevance ? relevance.total : totalExpression(filters);
      const found = await selectRows<SummaryRowWithTotal | { id: null; listTotal: number }>(
        tx,
        sql`
        ${relevance ? sql`with ${relevance.ctes}` : sql``}
        select c.*, t.total as "listTotal"
        from (select (${total})::int as total) t
        left join (
          select ${SUMMARY_COLUMNS}, p.position
          from (${ids}) p
          join snippets s on s.id = p.id
          join users u on u.id = s.author_id
          ${viewerJoins(viewerId)}
        ) c on true
        order by c.position`,
      );
      const rows = found.filter((row): row is SummaryRowWithTotal => row.id !== null);
      return { rows, total: Number(found[0]?.listTotal ?? 0) };
    },

    /** How many snippets a list has (see totalExpression): the same total listPageWithTotal answers. */
    countForList: async (filters: ListFilters, tx: Database = db): Promise<number> => {
      const [row] = await selectRows<{ total: number }>(
        tx,
        sql`select (${totalExpression(filters)})::int as total`,
      );
      return Number(row?.total ?? 0);
    },

    /** The detail page's row: full code, author, up to 100 most recent likers, and the current member's state. */
    findDetail: async (
      idOrSlug: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetDetailRow | null> => {
      const match = isUuid(idOrSlug)
        ? sql`(s.id = ${idOrSlug}::uuid or s.slug = ${idOrSlug})`
        : sql`s.slug = ${idOrSlug}`;
      const [row] = await selectRows<SnippetDetailRow>(
        tx,
        sql`
        select ${SUMMARY_COLUMNS}, s.code,
          array(select l.user_id::text from snippet_reactions l
                where l.snippet_id = s.id and l.kind = 'like' order by l.created_at desc limit 100) as "likerIds"
        from snippets s
        join users u on u.id = s.author_id
        ${viewerJoins(viewerId)}
        where ${match}
        order by (s.id::text = ${idOrSlug}) desc
        limit 1`,
      );
      return row ?? null;
    },

    /** The bare row, by id or slug (an id wins over a slug that happens to look like one). */
    findByIdOrSlug: async (idOrSlug: string, tx: Database = db): Promise<SnippetRow | null> => {
      const where = isUuid(idOrSlug)
        ? sql`${snippets.id} = ${idOrSlug}::uuid or ${snippets.slug} = ${idOrSlug}`
        : eq(snippets.slug, idOrSlug);
      const rows = await tx.select().from(snippets).where(where).limit(2);
      return rows.find((row) => row.id === idOrSlug) ?? rows[0] ?? null;
    },

    /** Creates the snippet, counts it for its author and its facets; the slug gets a suffix when taken. */
    create: async (authorId: string, data: SnippetData, tx: Database = db): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        const base = slugify(data.title);
        const [taken] = await inner
          .select({ id: snippets.id })
          .from(snippets)
          .where(eq(snippets.slug, base))
          .limit(1);
        let slug = taken || RESERVED_SLUGS.has(base) ? withSuffix(base) : base;
        let row: SnippetRow | undefined;
        for (let attempt = 0; !row; attempt++) {
          try {
            // A savepoint: a slug taken by a concurrent insert must not abort the whole transaction.
            [row] = await inner.transaction(async (savepoint) =>
              savepoint
                .insert(snippets)
                .values({ ...data, slug, authorId })
                .returning(),
            );
          } catch (error) {
            if (uniqueViolationConstraint(error) !== 'snippets_slug_unique' || attempt >= 3) throw error;
            slug = withSuffix(base);
          }
        }
        await inner
          .update(users)
          .set({ totalSnippets: sql`${users.totalSnippets} + 1` })
          .where(eq(users.id, authorId));
        await repository.adjustFacetCount(row, 1, inner);
        return row;
      }),

    /** Applies an edit; the slug stays. Moves the facet count when platform, category or language change. */
    update: async (current: SnippetRow, data: SnippetData, tx: Database = db): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        const [row] = await inner
          .update(snippets)
          .set({ ...data, updatedAt: new Date() })
          .where(eq(snippets.id, current.id))
          .returning();
        if (!row) throw new Error(`snippet ${current.id} vanished during an update`);
        if (
          row.platform !== current.platform ||
          row.category !== current.category ||
          row.codeLanguage !== current.codeLanguage
        ) {
          await repository.adjustFacetCount(current, -1, inner);
          await repository.adjustFacetCount(row, 1, inner);
        }
        return row;
      }),

    /**
     * Deletes the snippet; its reactions, saves and views go with it (ON DELETE CASCADE), and the author's stats
     * and the facet count lose what it carried — read from the deleted row itself, so a like committed just
     * before is included.
     */
    delete: async (id: string, tx: Database = db): Promise<boolean> =>
      tx.transaction(async (inner) => {
        const [row] = await inner.delete(snippets).where(eq(snippets.id, id)).returning();
        if (!row) return false;
        await inner
          .update(users)
          .set({
            totalSnippets: sql`${users.totalSnippets} - 1`,
            totalLikes: sql`${users.totalLikes} - ${row.likeCount}`,
            totalViews: sql`${users.totalViews} - ${row.viewCount}`,
          })
          .where(eq(users.id, row.authorId));
        await repository.adjustFacetCount(row, -1, inner);
        return true;
      }),

    /** Deletes every snippet of a member (account deletion), with the facet counts. */
    deleteAllByAuthor: async (authorId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with removed as (delete from snippets where author_id = ${authorId}::uuid returning platform, category, code_language),
        per_facet as (select platform, category, code_language, count(*) as n from removed group by 1, 2, 3)
        update snippet_counts c set total = c.total - p.n from per_facet p
        where c.platform = p.platform and c.category = p.category and c.code_language = p.code_language`);
    },

    adjustFacetCount: async (
      row: Pick<SnippetRow, 'platform' | 'category' | 'codeLanguage'>,
      delta: 1 | -1,
      tx: Database = db,
    ) => {
      await tx
        .insert(snippetCounts)
        .values({
          platform: row.platform,
          category: row.category,
          codeLanguage: row.codeLanguage,
          total: delta,
        })
        .onConflictDoUpdate({
          target: [snippetCounts.platform, snippetCounts.category, snippetCounts.codeLanguage],
          set: { total: sql`${snippetCounts.total} + ${delta}` },
        });
    },

    setFeatured: async (id: string, isFeatured: boolean, tx: Database = db): Promise<boolean> =>
      (
        await tx
          .update(snippets)
          .set({ isFeatured })
          .where(eq(snippets.id, id))
          .returning({ id: snippets.id })
      ).length > 0,

    /** Summaries in a fixed order (featured, popular): a handful of rows, same shape as a list page. */
    summaries: async (
      condition: SQL,
      order: SQL,
      limit: number,
      viewerId: string | null,
      tx: Database = db,
    ) =>
      summariesOfPage(
        sql`select s.id, row_number() over (order by ${order}) as position from snippets s where ${condition} order by ${order} limit ${limit}`,
        viewerId,
        tx,
      ),

    /**
     * Admin-featured snippets first (newest featuring first), then the best-liked snippets of the last 90 days,
     * then the best-liked of all time: never empty while any snippet exists.
     */
    featured: async (
      limit: number,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetSummaryRow[]> => {
      const picked = await repository.summaries(
        sql`s.is_featured`,
        sql`s.created_at desc, s.id desc`,
        limit,
        viewerId,
        tx,
      );
      for (const recency of [sql`s.created_at > now() - interval '90 days'`, sql`true`]) {
        if (picked.length >= limit) break;
        const exclude = picked.length
          ? sql`and s.id not in (${sql.join(
              picked.map((row) => sql`${row.id}::uuid`),
              sql`, `,
            )})`
          : sql``;
        picked.push(
          ...(await repository.summaries(
            sql`not s.is_featured and ${recency} ${exclude}`,
            ORDER_BY.popular,
            limit - picked.length,
            viewerId,
            tx,
          )),
        );
      }
      return picked;
    },

    popular: async (limit: number, viewerId: string | null, tx: Database = db) =>
      repository.summaries(sql`true`, ORDER_BY.popular, limit, viewerId, tx),

    /** The most used tags and how many snippets carry each. */
    popularTags: async (limit: number, tx: Database = db): Promise<{ tag: string; count: number }[]> =>
      (
        await selectRows<{ tag: string; count: number }>(
          tx,
          sql`select tag, count(*)::int as count from snippets, unnest(tags) as tag group by tag order by count(*) desc, tag asc limit ${limit}`,
        )
      ).map((row) => ({ tag: row.tag, count: Number(row.count) })),

    /** The member's saved snippet ids, most recently saved first (the profile's savedSnippets). */
    savedIds: async (userId: string, limit: number, tx: Database = db): Promise<string[]> =>
      (
        await tx
          .select({ id: snippetSaves.snippetId })
          .from(snippetSaves)
          .where(eq(snippetSaves.userId, userId))
          .orderBy(desc(snippetSaves.createdAt))
          .limit(limit)
      ).map((row) => row.id),

    /** Every snippet, oldest first, a page at a time (sitemap). */
    sitemapPage: async (offset: number, limit: number, tx: Database = db) =>
      tx
        .select({ slug: snippets.slug, updatedAt: snippets.updatedAt })
        .from(snippets)
        .orderBy(snippets.createdAt, snippets.id)
        .limit(limit)
        .offset(offset),

    total: async (tx: Database = db): Promise<number> => repository.countForList({}, tx),
  };
  return repository;
}

export type SnippetsRepository = ReturnType<typeof snippetsRepository>;
