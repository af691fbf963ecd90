import {
  releaseById,
  type Platform,
  type SnippetData,
  type SnippetFile,
  type Visibility,
} from '@cloud-snippets/contract';
import { CHECKS_VERSION, checkSnippetFiles, hasApexTestClass } from '@cloud-snippets/checks';
import { snippetRevisionsRepository } from './revisions.repository.js';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createdAfter, cursorTimestamp, startOffset, type KeysetStart } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';
import {
  snippetCounts,
  snippets,
  snippetRowColumns,
  tagCounts,
  users,
  type SecretBypass,
  type SnippetRow,
} from '../../db/schema/index.js';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { RESERVED_SLUGS, slugify, withSecretSuffix, withSuffix } from './slug.js';
import { readableBy, readableSnippetId } from './visibility.js';
import { snippetIdOf } from './snippet-id.js';
import { notifyForked } from '../notifications/events.js';
import { snippetVerificationsRepository, verificationColumns } from './verifications.repository.js';
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

/**
 * A snippet's files as its row keeps them (decision 043): the first one's name (its code and language are the
 * SPEC's `code` and `codeLanguage`), the others whole, and whether an Apex class comes with a test class that names
 * it (decision 057).
 */
export function filesColumns(files: SnippetFile[]) {
  const [first, ...extraFiles] = files;
  return {
    fileName: first?.name ?? '',
    extraFiles,
    ...checksColumns(files),
  };
}

/**
 * The code checks of a snippet's files as its row keeps them: the marks (with "has test class", which
 * reads the test class's code), the findings, their version.
 */
export function checksColumns(files: readonly SnippetFile[]) {
  const { findings, ssjsSafe, ampscriptParses, apexSyntaxErrors, soqlSyntaxErrors } =
    checkSnippetFiles(files);
  return {
    hasTestClass: hasApexTestClass(files),
    ssjsSafe,
    ampscriptParses,
    apexSyntaxErrors,
    soqlSyntaxErrors,
    checkFindings: findings,
    checksVersion: CHECKS_VERSION,
  };
}

/**
 * A write of a snippet: the API's fields, and the secret findings its author published as placeholders (issue 13
 * §1), which the snippet and its revision record.
 */
export type SnippetWrite = SnippetData & { secretBypasses?: SecretBypass[] };

/** The API version of a release the write names (the route checked it is out). */
const apiOf = (releaseId: string): number => {
  const release = releaseById(releaseId);
  if (!release) throw new Error(`unknown release ${releaseId}`);
  return release.api;
};

/** Whether an edit changed any file's name, language or code. */
const filesChanged = (before: SnippetRow, after: SnippetRow): boolean =>
  before.code !== after.code ||
  before.codeLanguage !== after.codeLanguage ||
  before.fileName !== after.fileName ||
  JSON.stringify(before.extraFiles) !== JSON.stringify(after.extraFiles);

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

/** Drizzle queries on snippets. Every method takes an optional transaction. */
export function snippetsRepository(db: Database, search: SearchSettings = { popularWindow: POPULAR_WINDOW }) {
  const revisions = snippetRevisionsRepository(db);
  const verifications = snippetVerificationsRepository(db);
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
     * What an embed and a download show (issue 12 §4, §5): the snippet's text and its author's name, by slug; null
     * when the viewer may not read it.
     */
    findShareable: async (slug: string, viewerId: string | null, tx: Database = db) =>
      (
        await selectRows<ShareableSnippet>(
          tx,
          sql`select s.slug, s.title, s.description, s.platform, s.code, s.code_language as "codeLanguage",
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
     * Creates the snippet and, when it is public, counts it for its author, its facets and its tags; the slug gets a
     * suffix when taken, and an unguessable one when the snippet is unlisted. `fork` names the snippet it copies
     * (issue 12 §3): a trigger counts a public fork for it (migrations 0015, 0016).
     */
    create: async (
      authorId: string,
      data: SnippetWrite,
      tx: Database = db,
      fork?: { of: string },
    ): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        // A new snippet's note has nowhere to go: its first revision is the snippet itself (decision 038).
        const {
          revisionNote: _note,
          visibility = 'public',
          files,
          allowedSecrets: _allowed,
          verifiedOn,
          ...rest
        } = data;
        const fields = {
          ...rest,
          secretBypasses: rest.secretBypasses?.length ? rest.secretBypasses : null,
          ...filesColumns(files ?? [{ name: '', language: rest.codeLanguage, code: rest.code }]),
        };
        const base = slugify(fields.title);
        const [taken] =
          visibility === 'unlisted'
            ? []
            : await inner.select({ id: snippets.id }).from(snippets).where(eq(snippets.slug, base)).limit(1);
        const suffixed = visibility === 'unlisted' ? withSecretSuffix : withSuffix;
        let slug = visibility === 'unlisted' || taken || RESERVED_SLUGS.has(base) ? suffixed(base) : base;
        let row: SnippetRow | undefined;
        for (let attempt = 0; !row; attempt++) {
          try {
            // A savepoint: a slug taken by a concurrent insert must not abort the whole transaction.
            [row] = await inner.transaction(async (savepoint) =>
              savepoint
                .insert(snippets)
                .values({
                  ...fields,
                  visibility,
                  slug,
                  authorId,
                  ...(fork && { forkedFromId: fork.of, isFork: true }),
                })
                .returning(snippetRowColumns),
            );
          } catch (error) {
            if (uniqueViolationConstraint(error) !== 'snippets_slug_unique' || attempt >= 3) throw error;
            slug = suffixed(base);
          }
        }
        if (row.listed) {
          await inner
            .update(users)
            .set({ totalSnippets: sql`${users.totalSnippets} + 1` })
            .where(eq(users.id, authorId));
          await repository.adjustFacetCount(row, 1, inner);
          await repository.adjustTagCounts(row.tags, [], inner);
        }
        if (verifiedOn) await verifications.confirm(row.id, authorId, apiOf(verifiedOn), inner);
        if (fork) await notifyForked(inner, { id: row.id, authorId, originalId: fork.of });
        return row;
      }),

    /**
     * Applies an edit; the slug stays, but for a snippet that becomes unlisted: its known address gives way to an
     * unguessable one (decision 042). Locks the row first, so concurrent edits take their turns and each becomes a
     * revision of its own (decision 038), and a like waits for the edit's counts. Moves what counts public snippets
     * (facets, tags, the author's stats) by what the edit changed of platform, category, language, tags and
     * visibility. Without a visibility, the snippet keeps its own.
     */
    update: async (current: SnippetRow, data: SnippetWrite, tx: Database = db): Promise<SnippetRow> =>
      tx.transaction(async (inner) => {
        const { revisionNote = '', visibility, files, allowedSecrets: _allowed, verifiedOn, ...rest } = data;
        const [before] = await inner
          .select(snippetRowColumns)
          .from(snippets)
          .where(eq(snippets.id, current.id))
          .for('update');
        if (!before) throw new Error(`snippet ${current.id} vanished during an update`);
        // Without files, the edit is of the first file's code: the other files stay as they were.
        const fields = {
          ...rest,
          secretBypasses: rest.secretBypasses?.length ? rest.secretBypasses : null,
          ...filesColumns(
            files ?? [
              { name: before.fileName, language: rest.codeLanguage, code: rest.code },
              ...before.extraFiles,
            ],
          ),
        };
        const becomesUnlisted = visibility === 'unlisted' && before.visibility !== 'unlisted';
        const [row] = await inner
          .update(snippets)
          .set({
            ...fields,
            ...(visibility && { visibility }),
            ...(becomesUnlisted && { slug: withSecretSuffix(slugify(before.title)) }),
            updatedAt: new Date(),
            revisionCount: sql`${snippets.revisionCount} + 1`,
          })
          .where(eq(snippets.id, current.id))
          .returning(snippetRowColumns);
        if (!row) throw new Error(`snippet ${current.id} vanished during an update`);
        // A public address keeps leading to it, for whoever may read it now (decision 068). A private one does not:
        // its slug is guessable from the title, and no stranger may find the new unguessable address through it.
        if (row.slug !== before.slug && before.visibility === 'public')
          await inner.execute(sql`insert into snippet_old_slugs (slug, snippet_id) values (${before.slug}, ${row.id}::uuid)
            on conflict (slug) do update set snippet_id = excluded.snippet_id, created_at = now()`);
        await revisions.recordEdit(before, row, revisionNote, inner);
        // A new version of the code answers its out-of-date reports; the author's "verified on" is their confirmation.
        if (row.outdatedCount > 0 && filesChanged(before, row))
          await verifications.resolveReports(row.id, inner);
        if (verifiedOn) await verifications.confirm(row.id, row.authorId, apiOf(verifiedOn), inner);
        await repository.moveListedCounts(before, row, inner);
        return row;
      }),

    /**
     * Moves what counts listed snippets (facets, tags, the author's stats) from the row as it was to the row as it
     * is: an edit of platform, category, language or tags, or a change of listing (visibility, or a moderator's hide).
     */
    moveListedCounts: async (before: SnippetRow, row: SnippetRow, tx: Database = db): Promise<void> => {
      const [wasListed, isListed] = [before.listed, row.listed];
      if (
        wasListed !== isListed ||
        row.platform !== before.platform ||
        row.category !== before.category ||
        row.codeLanguage !== before.codeLanguage
      ) {
        if (wasListed) await repository.adjustFacetCount(before, -1, tx);
        if (isListed) await repository.adjustFacetCount(row, 1, tx);
      }
      await repository.adjustTagCounts(isListed ? row.tags : [], wasListed ? before.tags : [], tx);
      if (wasListed !== isListed) {
        const sign = isListed ? 1 : -1;
        await tx
          .update(users)
          .set({
            totalSnippets: sql`${users.totalSnippets} + ${sign}`,
            totalLikes: sql`${users.totalLikes} + ${sign * row.likeCount}`,
            totalViews: sql`${users.totalViews} + ${sign * row.viewCount}`,
          })
          .where(eq(users.id, row.authorId));
      }
    },

    /**
     * Hides the snippet (issue 14 §3) or shows it again, moving the listed counts in the same transaction. False when
     * it is gone or already so.
     */
    setHidden: async (id: string, hidden: boolean, tx: Database = db): Promise<SnippetRow | null> =>
      tx.transaction(async (inner) => {
        const [before] = await inner
          .select(snippetRowColumns)
          .from(snippets)
          .where(eq(snippets.id, id))
          .for('update');
        if (!before || (before.hiddenAt !== null) === hidden) return null;
        const [row] = await inner
          .update(snippets)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(eq(snippets.id, id))
          .returning(snippetRowColumns);
        await repository.moveListedCounts(before, row!, inner);
        return row!;
      }),

    /**
     * Deletes the snippet; its reactions, saves and views go with it (ON DELETE CASCADE), and, when it was public,
     * the author's stats and the facet and tag counts lose what it carried — read from the deleted row itself, so a
     * like committed just before is included.
     */
    delete: async (id: string, tx: Database = db): Promise<boolean> =>
      tx.transaction(async (inner) => {
        const [row] = await inner.delete(snippets).where(eq(snippets.id, id)).returning(snippetRowColumns);
        if (!row) return false;
        if (!row.listed) return true;
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

    /** Deletes every snippet of a member (account deletion), with the facet and tag counts of the public ones. */
    deleteAllByAuthor: async (authorId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with removed as (
          delete from snippets where author_id = ${authorId}::uuid
          returning platform, category, code_language, tags, listed),
        listed as (select * from removed where listed),
        per_facet as (select platform, category, code_language, count(*) as n from listed group by 1, 2, 3),
        facets as (
          update snippet_counts c set total = c.total - p.n from per_facet p
          where c.platform = p.platform and c.category = p.category and c.code_language = p.code_language),
        per_tag as (select tag, count(*) as n from listed, unnest(tags) as tag group by tag)
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

    total: async (tx: Database = db): Promise<number> => repository.countForList({}, tx),
  };
  return repository;
}

export type SnippetsRepository = ReturnType<typeof snippetsRepository>;
