import type { SnippetData } from '@cloud-snippets/contract';
import { snippetRevisionsRepository } from './revisions.repository.js';
import { desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createdAfter, cursorTimestamp, startOffset, type KeysetStart } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';
import {
  snippetCounts,
  snippets,
  snippetRowColumns,
  snippetSaves,
  tagCounts,
  users,
  type SnippetRow,
} from '../../db/schema/index.js';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { RESERVED_SLUGS, slugify, withSuffix } from './slug.js';
import { snippetIdOf } from './snippet-id.js';
import {
  SUMMARY_COLUMNS,
  summariesInOrder,
  summariesOfPage,
  viewerJoins,
  type SnippetDetailRow,
  type SnippetSummaryRow,
} from './snippets.cards.js';
import {
  ORDER_BY,
  orderedPage,
  relevanceParts,
  totalExpression,
  type ListFilters,
  type ListSort,
  POPULAR_WINDOW,
  type SearchSettings,
} from './snippets.list.js';

/** The profile's savedSnippets: the most recently saved ids, at most this many. */
export const SAVED_IDS_IN_PROFILE = 500;

/** A list row with the list's total (the same on every row). */
type SummaryRowWithTotal = SnippetSummaryRow & ListTotals;

/** What a list's statement says of its size: the total, the results it can page through, and whether it estimated. */
interface ListTotals {
  listTotal: number;
  listFound: number;
  listApproximate: boolean;
}

/** A page of a list with its size: `found` ≤ `total` when the total is the planner's estimate (decision 036). */
export interface ListPage {
  rows: SnippetSummaryRow[];
  total: number;
  found: number;
  approximate: boolean;
}

/**
 * One page of a list and its totals in one statement and one round trip: the totals are a one-row relation the
 * page's rows are left-joined to, so they arrive even when the page is empty.
 */
async function pageWithTotals(
  ctes: SQL,
  ids: SQL,
  totals: SQL,
  viewerId: string | null,
  tx: Database,
): Promise<ListPage> {
  const found = await selectRows<SummaryRowWithTotal | ({ id: null } & ListTotals)>(
    tx,
    sql`
    ${ctes}
    select c.*, t.total as "listTotal", t.found as "listFound", t.approximate as "listApproximate"
    from (${totals}) t
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
  const first = found[0];
  return {
    rows,
    total: Number(first?.listTotal ?? 0),
    found: Number(first?.listFound ?? 0),
    approximate: first?.listApproximate === true,
  };
}

/** Drizzle queries on snippets. Every method takes an optional transaction. */
export function snippetsRepository(db: Database, search: SearchSettings = { popularWindow: POPULAR_WINDOW }) {
  const revisions = snippetRevisionsRepository(db);
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
        // The page without its totals: no count and no estimate to compute.
        const parts = relevanceParts(filters, filters.search, page, limit, search);
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
    ): Promise<ListPage> => {
      if (sort === 'relevance' && filters.search !== undefined) {
        const parts = relevanceParts(filters, filters.search, page, limit, search);
        return pageWithTotals(
          sql`with ${parts.ctes}`,
          parts.ids,
          sql`select (${parts.total})::int as total, (${parts.found})::int as found, ${parts.approximate} as approximate`,
          viewerId,
          tx,
        );
      }
      return pageWithTotals(
        sql``,
        orderedPage(filters, sort === 'relevance' ? 'newest' : sort, page, limit),
        sql`select total, total as found, false as approximate
          from (select (${totalExpression(filters)})::int as total) t`,
        viewerId,
        tx,
      );
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
      const [row] = await selectRows<SnippetDetailRow>(
        tx,
        sql`
        select ${SUMMARY_COLUMNS}, s.code, s.revision_count as "revisionCount", s.is_fork as "isFork",
          (select json_build_object('slug', o.slug, 'title', o.title, 'author', ou.username)
           from snippets o join users ou on ou.id = o.author_id where o.id = s.forked_from_id) as "forkedFrom",
          -- JSON, not a PostgreSQL array: the driver hands json to JSON.parse, where an array of 100 uuids went
          -- through a parser in JavaScript (a tenth of a detail request's CPU).
          (select coalesce(json_agg(l.user_id::text order by l.created_at desc), '[]'::json) from (
             select user_id, created_at from snippet_reactions
             where snippet_id = s.id and kind = 'like' order by created_at desc limit 100) l) as "likerIds"
        from snippets s
        join users u on u.id = s.author_id
        ${viewerJoins(viewerId)}
        where s.id = ${snippetIdOf(idOrSlug)}`,
      );
      return row ?? null;
    },

    /**
     * The id of the snippet a URL names by id or slug (snippetIdOf), or null: an index lookup, where the bare row
     * would bring the code and both search vectors to a like that needs none of them.
     */
    findId: async (idOrSlug: string, tx: Database = db): Promise<string | null> => {
      const [row] = await selectRows<{ id: string | null }>(tx, sql`select ${snippetIdOf(idOrSlug)} as id`);
      return row?.id ?? null;
    },

    /** What the raw text of a snippet needs (GET /snippets/{slug}/raw): its code, by slug, and nothing else. */
    findRaw: async (
      slug: string,
      tx: Database = db,
    ): Promise<{ slug: string; code: string; codeLanguage: string } | null> =>
      (
        await tx
          .select({ slug: snippets.slug, code: snippets.code, codeLanguage: snippets.codeLanguage })
          .from(snippets)
          .where(eq(snippets.slug, slug))
          .limit(1)
      )[0] ?? null,

    /** What an embed and a download show (issue 12 §4, §5): the snippet's text and its author's name, by slug. */
    findShareable: async (slug: string, tx: Database = db) =>
      (
        await tx
          .select({
            slug: snippets.slug,
            title: snippets.title,
            description: snippets.description,
            platform: snippets.platform,
            code: snippets.code,
            codeLanguage: snippets.codeLanguage,
            updatedAt: snippets.updatedAt,
            author: users.username,
          })
          .from(snippets)
          .innerJoin(users, eq(users.id, snippets.authorId))
          .where(eq(snippets.slug, slug))
          .limit(1)
      )[0] ?? null,

    /** The bare row (its search vectors aside: snippetRowColumns), by id or slug (snippetIdOf). */
    findByIdOrSlug: async (idOrSlug: string, tx: Database = db): Promise<SnippetRow | null> =>
      (
        await tx
          .select(snippetRowColumns)
          .from(snippets)
          .where(sql`${snippets.id} = ${snippetIdOf(idOrSlug)}`)
      )[0] ?? null,

    /** What a crawler's snippet page shows, by id or slug (snippetIdOf). */
    findPageMeta: async (idOrSlug: string, tx: Database = db) =>
      (
        await tx
          .select({
            slug: snippets.slug,
            title: snippets.title,
            description: snippets.description,
            tags: snippets.tags,
            createdAt: snippets.createdAt,
            updatedAt: snippets.updatedAt,
            author: users.username,
          })
          .from(snippets)
          .innerJoin(users, eq(users.id, snippets.authorId))
          .where(sql`${snippets.id} = ${snippetIdOf(idOrSlug)}`)
      )[0] ?? null,

    /**
     * Creates the snippet, counts it for its author and its facets; the slug gets a suffix when taken. `fork` names
     * the snippet it copies (issue 12 §3): a trigger counts the fork for it (migration 0015).
     */
    create: async (
      authorId: string,
      data: SnippetData,
      tx: Database = db,
      fork?: { of: string },
    ): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        // A new snippet's note has nowhere to go: its first revision is the snippet itself (decision 038).
        const { revisionNote: _note, ...fields } = data;
        const base = slugify(fields.title);
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
                .values({ ...fields, slug, authorId, ...(fork && { forkedFromId: fork.of, isFork: true }) })
                .returning(snippetRowColumns),
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
        await repository.adjustTagCounts(row.tags, [], inner);
        return row;
      }),

    /**
     * Applies an edit; the slug stays. Locks the row first, so concurrent edits take their turns and each becomes a
     * revision of its own (decision 038). Moves the facet count when platform, category or language change.
     */
    update: async (current: SnippetRow, data: SnippetData, tx: Database = db): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        const { revisionNote = '', ...fields } = data;
        const [before] = await inner
          .select(snippetRowColumns)
          .from(snippets)
          .where(eq(snippets.id, current.id))
          .for('update');
        if (!before) throw new Error(`snippet ${current.id} vanished during an update`);
        const [row] = await inner
          .update(snippets)
          .set({ ...fields, updatedAt: new Date(), revisionCount: sql`${snippets.revisionCount} + 1` })
          .where(eq(snippets.id, current.id))
          .returning(snippetRowColumns);
        if (!row) throw new Error(`snippet ${current.id} vanished during an update`);
        await revisions.recordEdit(before, row, revisionNote, inner);
        if (
          row.platform !== before.platform ||
          row.category !== before.category ||
          row.codeLanguage !== before.codeLanguage
        ) {
          await repository.adjustFacetCount(before, -1, inner);
          await repository.adjustFacetCount(row, 1, inner);
        }
        await repository.adjustTagCounts(row.tags, before.tags, inner);
        return row;
      }),

    /**
     * Deletes the snippet; its reactions, saves and views go with it (ON DELETE CASCADE), and the author's stats
     * and the facet count lose what it carried — read from the deleted row itself, so a like committed just
     * before is included.
     */
    delete: async (id: string, tx: Database = db): Promise<boolean> =>
      tx.transaction(async (inner) => {
        const [row] = await inner.delete(snippets).where(eq(snippets.id, id)).returning(snippetRowColumns);
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
        await repository.adjustTagCounts([], row.tags, inner);
        return true;
      }),

    /** Deletes every snippet of a member (account deletion), with the facet and tag counts. */
    deleteAllByAuthor: async (authorId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with removed as (
          delete from snippets where author_id = ${authorId}::uuid returning platform, category, code_language, tags),
        per_facet as (select platform, category, code_language, count(*) as n from removed group by 1, 2, 3),
        facets as (
          update snippet_counts c set total = c.total - p.n from per_facet p
          where c.platform = p.platform and c.category = p.category and c.code_language = p.code_language),
        per_tag as (select tag, count(*) as n from removed, unnest(tags) as tag group by tag)
        update tag_counts c set total = c.total - p.n from per_tag p where c.tag = p.tag`);
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

    /**
     * Moves the tag counts from a snippet's old tags to its new ones (both empty-able), in tag order so that two
     * writes sharing tags lock their rows in the same order and cannot deadlock.
     */
    adjustTagCounts: async (tags: string[], previousTags: string[], tx: Database = db): Promise<void> => {
      const changes = [
        ...tags.filter((tag) => !previousTags.includes(tag)).map((tag) => [tag, 1] as const),
        ...previousTags.filter((tag) => !tags.includes(tag)).map((tag) => [tag, -1] as const),
      ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (changes.length === 0) return;
      await tx.execute(sql`
        insert into tag_counts (tag, total)
        values ${sql.join(
          changes.map(([tag, delta]) => sql`(${tag}, ${delta})`),
          sql`, `,
        )}
        on conflict (tag) do update set total = tag_counts.total + excluded.total`);
    },

    setFeatured: async (id: string, isFeatured: boolean, tx: Database = db): Promise<boolean> =>
      (
        await tx
          .update(snippets)
          .set({ isFeatured })
          .where(eq(snippets.id, id))
          .returning({ id: snippets.id })
      ).length > 0,

    /**
     * Admin-featured snippets first (newest featuring first), then the best-liked snippets of the last 90 days,
     * then the best-liked of all time: never empty while any snippet exists.
     */
    featured: async (
      limit: number,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetSummaryRow[]> => {
      const picked = await summariesInOrder(
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
          ...(await summariesInOrder(
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
      summariesInOrder(sql`true`, ORDER_BY.popular, limit, viewerId, tx),

    /** The most used tags and how many snippets carry each: the first rows of tag_counts_popular_idx. */
    popularTags: async (limit: number, tx: Database = db): Promise<{ tag: string; count: number }[]> =>
      (
        await tx
          .select({ tag: tagCounts.tag, count: tagCounts.total })
          .from(tagCounts)
          .where(gt(tagCounts.total, 0))
          .orderBy(desc(tagCounts.total), tagCounts.tag)
          .limit(limit)
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

    /**
     * Every snippet, oldest first, a batch at a time (sitemap): a walk of snippets_created_idx that skips rows only
     * for a file's first batch and then continues after the last row read.
     */
    sitemapPage: async (start: KeysetStart, limit: number, tx: Database = db) =>
      tx
        .select({
          slug: snippets.slug,
          lastmod: snippets.updatedAt,
          cursor: { createdAt: cursorTimestamp(snippets.createdAt), id: snippets.id },
        })
        .from(snippets)
        .where(createdAfter(start, snippets.createdAt, snippets.id))
        .orderBy(snippets.createdAt, snippets.id)
        .limit(limit)
        .offset(startOffset(start)),

    total: async (tx: Database = db): Promise<number> => repository.countForList({}, tx),
  };
  return repository;
}

export type SnippetsRepository = ReturnType<typeof snippetsRepository>;
