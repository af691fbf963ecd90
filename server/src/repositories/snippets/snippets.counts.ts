import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { snippetCounts, users, type SnippetRow } from '../../db/schema/index.js';

/**
 * What counts listed snippets (the facet counts, the tag counts, the author's stats), moved by every write that
 * changes a snippet's listing or what it is counted under.
 */
export function listedCounts(db: Database) {
  const counts = {
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
        if (wasListed) await counts.adjustFacetCount(before, -1, tx);
        if (isListed) await counts.adjustFacetCount(row, 1, tx);
      }
      await counts.adjustTagCounts(isListed ? row.tags : [], wasListed ? before.tags : [], tx);
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
  };
  return counts;
}

export type ListedCounts = ReturnType<typeof listedCounts>;
