import { COMMENT_LIMITS } from '@cloud-snippets/contract';
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

    /** Moves line comments to their lines in the new revision, or (null) marks them on an earlier revision. */
    moveLines: async (
      moves: readonly { id: string; to: { file: number; start: number; end: number } | null }[],
      tx: Database = db,
    ): Promise<void> => {
      for (const { id, to } of moves) {
        await tx.execute(
          sql`update comments set current_file = ${to?.file ?? null}, current_start = ${to?.start ?? null},
                current_end = ${to?.end ?? null}
              where id = ${id}::uuid`,
        );
      }
    },
  };
}
