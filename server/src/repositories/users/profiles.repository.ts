import { and, count, desc, gt, asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { selectRows } from '../../db/rows.js';
import { summariesInOrder, summariesOfPage, type SnippetSummaryRow } from '../snippets/snippets.cards.js';
import { readableBy } from '../snippets/visibility.js';

/** How many languages a profile names (its meta keywords, SPEC §9). */
export const TOP_LANGUAGES = 3;
/** How many snippets a profile shows as the member's best (the first three carry rank badges). */
export const TOP_SNIPPETS = 5;

export interface ContributorRow {
  id: string;
  username: string;
  avatar: string | null;
  totalSnippets: number;
  totalLikes: number;
}

/**
 * What public profiles, saved snippets and top contributors read. Cards come from the snippets repository's
 * `summariesOfPage`; each list here only picks its page of ids, on its own index.
 */
export function profilesRepository(db: Database) {
  return {
    /** The member's most used languages in their public snippets, most used first (ties by name). */
    topLanguages: async (authorId: string, tx: Database = db): Promise<string[]> =>
      (
        await selectRows<{ codeLanguage: string }>(
          tx,
          sql`select code_language as "codeLanguage" from snippets
              where author_id = ${authorId}::uuid and listed
              group by code_language
              order by count(*) desc, code_language asc
              limit ${TOP_LANGUAGES}`,
        )
      ).map((row) => row.codeLanguage),

    /** The member's best snippets: most liked, then most viewed, then newest (snippets_author_popular_idx). */
    topSnippets: async (
      authorId: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetSummaryRow[]> =>
      summariesInOrder(
        sql`s.author_id = ${authorId}::uuid`,
        sql`s.like_count desc, s.view_count desc, s.created_at desc, s.id desc`,
        TOP_SNIPPETS,
        viewerId,
        tx,
      ),

    /**
     * One page of the member's saved snippets, most recently saved first (snippet_saves_user_recent_idx): those they
     * may still read — another's snippet made private since is left out, its save kept for when it is public again.
     */
    savedPage: async (
      userId: string,
      page: number,
      limit: number,
      tx: Database = db,
    ): Promise<SnippetSummaryRow[]> => {
      const order = sql`sv.created_at desc, sv.snippet_id desc`;
      return summariesOfPage(
        sql`select sv.snippet_id as id, row_number() over (order by ${order}) as position
            from snippet_saves sv join snippets s on s.id = sv.snippet_id
            where sv.user_id = ${userId}::uuid and ${readableBy(userId)}
            order by ${order}
            limit ${limit} offset ${(page - 1) * limit}`,
        userId,
        tx,
      );
    },

    /** How many snippets savedPage pages through. */
    savedCount: async (userId: string, tx: Database = db): Promise<number> =>
      Number(
        (
          await selectRows<{ total: number }>(
            tx,
            sql`select count(*)::int as total from snippet_saves sv join snippets s on s.id = sv.snippet_id
                where sv.user_id = ${userId}::uuid and ${readableBy(userId)}`,
          )
        )[0]?.total ?? 0,
      ),

    /** Members with at least one snippet: most snippets first, then most likes, then the earliest members. */
    topContributors: async (limit: number, tx: Database = db): Promise<ContributorRow[]> =>
      tx
        .select({
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          totalSnippets: users.totalSnippets,
          totalLikes: users.totalLikes,
        })
        .from(users)
        .where(gt(users.totalSnippets, 0))
        .orderBy(desc(users.totalSnippets), desc(users.totalLikes), asc(users.createdAt), asc(users.id))
        .limit(limit),

    /** How many members have at least one snippet (a range of users_top_contributors_idx). */
    contributorsCount: async (tx: Database = db): Promise<number> =>
      (
        await tx
          .select({ total: count() })
          .from(users)
          .where(and(gt(users.totalSnippets, 0)))
      )[0]?.total ?? 0,
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
