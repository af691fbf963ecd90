import type { Platform, SnippetFile, Visibility } from '@cloud-snippets/contract';
import { and, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createdAfter, cursorTimestamp, startOffset, type KeysetStart } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';
import { snippets, snippetRowColumns, tagCounts, type SnippetRow } from '../../db/schema/index.js';
import { readableBy, readableSnippetId } from './visibility.js';
import { snippetIdOf } from './snippet-id.js';
import { verificationColumns } from './verifications.repository.js';
import {
  SUMMARY_COLUMNS,
  summariesInOrder,
  summariesOfPage,
  viewerJoins,
  type SnippetDetailRow,
  type SnippetSummaryRow,
} from './snippets.cards.js';
import { ORDER_BY, orderedPage, totalExpression, type ListFilters, type ListSort } from './snippets.list.js';
import { relevanceParts, type SearchSettings } from './snippets.relevance.js';

/** What the raw text of a snippet reads: its files. */
export interface RawSnippet {
  slug: string;
  code: string;
  codeLanguage: string;
  fileName: string;
  extraFiles: SnippetFile[];
  visibility: Visibility;
}

/** What an embed, an oEmbed answer and a download read of a snippet. */
export interface ShareableSnippet {
  slug: string;
  title: string;
  description: string;
  platform: Platform;
  category: string;
  code: string;
  codeLanguage: string;
  fileName: string;
  extraFiles: SnippetFile[];
  updatedAt: Date;
  visibility: Visibility;
  author: string;
}

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

/** What is read of snippets: lists, one snippet in the shape each page needs, the home page's picks, the sitemap. */
export function snippetReads(db: Database, search: SearchSettings) {
  const reads = {
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

    /**
     * The detail page's row: full code, author, up to 100 most recent likers, and the current member's state; null
     * when there is none the viewer may read (a private snippet of another's). The original of a fork is named while
     * the viewer could open it: public, or theirs, or unlisted and forked by them (who had its link).
     */
    findDetail: async (
      idOrSlug: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetDetailRow | null> => {
      const [row] = await selectRows<SnippetDetailRow>(
        tx,
        sql`
        select ${SUMMARY_COLUMNS}, s.code, s.file_name as "fileName", s.extra_files as "extraFiles",
               s.check_findings as "checkFindings", s.runs_in as "runsIn", s.effects,
               s.prerequisites, ${verificationColumns(viewerId)},
          s.revision_count as "revisionCount", s.is_fork as "isFork",
          (select json_build_object('slug', o.slug, 'title', o.title, 'author', ou.username)
           from snippets o join users ou on ou.id = o.author_id
           where o.id = s.forked_from_id and (o.listed or o.author_id = ${viewerId}::uuid
             or (o.visibility = 'unlisted' and s.author_id = ${viewerId}::uuid))) as "forkedFrom",
          (s.forked_from_id is not null) as "forkedFromExists",
          (s.hidden_at is not null) as hidden,
          -- JSON, not a PostgreSQL array: the driver hands json to JSON.parse, where an array of 100 uuids went
          -- through a parser in JavaScript (a tenth of a detail request's CPU).
          (select coalesce(json_agg(l.user_id::text order by l.created_at desc), '[]'::json) from (
             select user_id, created_at from snippet_reactions
             where snippet_id = s.id and kind = 'like' order by created_at desc limit 100) l) as "likerIds"
        from snippets s
        join users u on u.id = s.author_id
        ${viewerJoins(viewerId)}
        where s.id = ${snippetIdOf(idOrSlug)} and ${readableBy(viewerId)}`,
      );
      return row ?? null;
    },

    /**
     * The id of the snippet a URL names by id or slug (snippetIdOf), when the viewer may read it; null otherwise: an
     * index lookup, where the bare row would bring the code and both search vectors to a like that needs none of them.
     */
    findId: async (idOrSlug: string, viewerId: string | null, tx: Database = db): Promise<string | null> => {
      const [row] = await selectRows<{ id: string }>(tx, readableSnippetId(idOrSlug, viewerId));
      return row?.id ?? null;
    },

    /**
     * What the raw text of a snippet needs (GET /snippets/{slug}/raw): its code, by slug, and nothing else; null when
     * the viewer may not read it.
     */
    findRaw: async (slug: string, viewerId: string | null, tx: Database = db): Promise<RawSnippet | null> =>
      (
        await selectRows<RawSnippet>(
          tx,
          sql`select s.slug, s.code, s.code_language as "codeLanguage", s.file_name as "fileName",
                s.extra_files as "extraFiles", s.visibility from snippets s
              where s.slug = ${slug} and ${readableBy(viewerId)}`,
        )
      )[0] ?? null,

    /**
     * What an embed, an oEmbed answer and a download show: the snippet's text and its author's name, by slug; null
     * when the viewer may not read it.
     */
    findShareable: async (slug: string, viewerId: string | null, tx: Database = db) =>
      (
        await selectRows<ShareableSnippet>(
          tx,
          sql`select s.slug, s.title, s.description, s.platform, s.category, s.code, s.code_language as "codeLanguage",
                s.file_name as "fileName", s.extra_files as "extraFiles",
                s.updated_at as "updatedAt", s.visibility, u.username as author
              from snippets s join users u on u.id = s.author_id
              where s.slug = ${slug} and ${readableBy(viewerId)}`,
        )
      )[0] ?? null,

    /**
     * The bare row (its search vectors aside: snippetRowColumns), by id or slug (snippetIdOf), when the viewer may
     * read it (readableBy); null otherwise.
     */
    findReadable: async (
      idOrSlug: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetRow | null> =>
      (
        await tx
          .select(snippetRowColumns)
          .from(snippets)
          .where(sql`${snippets.id} = ${snippetIdOf(idOrSlug)} and ${readableBy(viewerId, snippets)}`)
      )[0] ?? null,

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

    /**
     * The member's saved snippet ids, most recently saved first (the profile's savedSnippets): those they may still
     * read (a snippet made private since by its author is left out, its save kept for when it is public again).
     */
    savedIds: async (userId: string, limit: number, tx: Database = db): Promise<string[]> =>
      (
        await selectRows<{ id: string }>(
          tx,
          sql`select sv.snippet_id as id from snippet_saves sv join snippets s on s.id = sv.snippet_id
              where sv.user_id = ${userId}::uuid and ${readableBy(userId)}
              order by sv.created_at desc limit ${limit}`,
        )
      ).map((row) => row.id),

    /**
     * Every public snippet, oldest first, a batch at a time (sitemap): a walk of snippets_created_idx that skips rows
     * only for a file's first batch and then continues after the last row read.
     */
    sitemapPage: async (start: KeysetStart, limit: number, tx: Database = db) =>
      tx
        .select({
          slug: snippets.slug,
          lastmod: snippets.updatedAt,
          cursor: { createdAt: cursorTimestamp(snippets.createdAt), id: snippets.id },
        })
        .from(snippets)
        .where(and(sql.raw('listed'), createdAfter(start, snippets.createdAt, snippets.id)))
        .orderBy(snippets.createdAt, snippets.id)
        .limit(limit)
        .offset(startOffset(start)),

    total: async (tx: Database = db): Promise<number> => reads.countForList({}, tx),
  };
  return reads;
}
