import { COMMENT_LIMITS, type SuggestionState } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { commentShownTo } from '../snippets/visibility.js';
import { groupThreads, withReplyPreviews, type CommentListRow } from './comments.rows.js';

/** A line comment's anchor as stored (decision 076): the file, lines and revision, and the lines quoted. */
export interface StoredLineAnchor {
  revision: number;
  file: number;
  fileName: string;
  start: number;
  end: number;
  quote: string;
}

/** Where a line comment is in the snippet's current revision. */
export interface CurrentLines {
  id: string;
  file: number;
  start: number;
  end: number;
}

/** A suggested change as the apply reads it (decision 077): where its lines are now, and whose it is. */
export interface StoredSuggestion {
  id: string;
  snippetId: string;
  authorId: string;
  authorUsername: string;
  text: string;
  state: SuggestionState;
  /** Where its lines are in the current revision; null once they changed. */
  file: number | null;
  start: number | null;
  end: number | null;
}

/** The line comments' own reads and writes, part of the comments repository (decision 076). */
export function lineCommentMethods(db: Database) {
  return {
    /**
     * The snippet's line comments the viewer may read, oldest first, each with its newest replies (decision 076): a
     * walk of comments_snippet_lines_idx, at most COMMENT_LIMITS.lineCommentsMax.
     */
    lineComments: async (
      snippetId: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<{ threads: CommentListRow[]; repliesByThread: Map<string, CommentListRow[]> }> => {
      const rows = await selectRows<CommentListRow>(
        tx,
        withReplyPreviews(
          sql`select c.id from comments c
              where c.snippet_id = ${snippetId}::uuid and c.line_revision is not null and ${commentShownTo(viewerId)}
              order by c.created_at, c.id limit ${COMMENT_LIMITS.lineCommentsMax}`,
          viewerId,
        ),
      );
      const { threads, repliesByThread } = groupThreads(rows);
      return { threads: threads.reverse(), repliesByThread };
    },

    /** Inside an edit's transaction: the line comments still on the snippet's current lines. */
    currentLines: async (snippetId: string, tx: Database = db): Promise<CurrentLines[]> =>
      selectRows<CurrentLines>(
        tx,
        sql`select id, current_file as file, current_start as start, current_end as "end" from comments
            where snippet_id = ${snippetId}::uuid and line_revision is not null and current_start is not null`,
      ),

    /**
     * Moves line comments to their lines in the new revision, or (null) marks them on an earlier revision — and an
     * open suggestion on them outdated (decision 077): its lines are no longer what it replaces.
     */
    moveLines: async (
      moves: readonly { id: string; to: { file: number; start: number; end: number } | null }[],
      tx: Database = db,
    ): Promise<void> => {
      for (const { id, to } of moves) {
        await tx.execute(
          sql`update comments set current_file = ${to?.file ?? null}, current_start = ${to?.start ?? null},
                current_end = ${to?.end ?? null},
                suggestion_state = case when ${to === null}::boolean and suggestion_state = 'open' then 'outdated'
                  else suggestion_state end
              where id = ${id}::uuid`,
        );
      }
    },

    /** The suggestions `ids` name (whichever exist, of any snippet), with their authors. */
    suggestions: async (ids: readonly string[], tx: Database = db): Promise<StoredSuggestion[]> =>
      selectRows<StoredSuggestion>(
        tx,
        sql`select c.id, c.snippet_id as "snippetId", c.author_id as "authorId", u.username as "authorUsername",
              c.suggestion as text, c.suggestion_state as state, c.current_file as file, c.current_start as start,
              c.current_end as "end"
            from comments c join users u on u.id = c.author_id
            where c.id = any(${`{${ids.join(',')}}`}::uuid[]) and c.suggestion is not null`,
      ),

    /**
     * Inside the apply's transaction: the suggestions marked applied by `revision`, and each suggester's count of
     * applied suggestions moved by theirs.
     */
    markApplied: async (ids: readonly string[], revision: number, tx: Database = db): Promise<void> => {
      await tx.execute(
        sql`with applied as (
              update comments set suggestion_state = 'applied', suggestion_applied_revision = ${revision}::int
              where id = any(${`{${ids.join(',')}}`}::uuid[]) returning author_id)
            update users u set suggestions_applied = u.suggestions_applied + a.n
            from (select author_id, count(*)::int as n from applied group by author_id) a
            where u.id = a.author_id`,
      );
    },
  };
}
