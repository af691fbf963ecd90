/**
 * The items members report and moderators act on (decision 053): a snippet, a comment, a profile or a collection
 * (decision 078), read with what
 * moderation needs of it (its author, what it is called, whether it is hidden) and locked, so reports and actions on
 * one item take their turns.
 */
import type { ReportTarget, UserRole } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { isUuid } from '../../db/uuid.js';
import { snippetIdOf } from '../snippets/snippet-id.js';
import { commentShownTo, readableBy } from '../snippets/visibility.js';

export interface ModerationTarget {
  kind: ReportTarget;
  id: string;
  authorId: string;
  authorRole: UserRole;
  /** A snippet's title, a comment's snippet's title, a profile's username, a collection's title. */
  title: string;
  hidden: boolean;
  /** For a comment: its snippet and parent, as its deletion needs them. */
  snippetId: string | null;
  parentId: string | null;
  replyCount: number;
}

const COLUMNS = {
  snippet: sql`'snippet' as kind, s.id, s.author_id as "authorId", a.role as "authorRole", s.title,
    s.hidden_at is not null as hidden, s.id as "snippetId", null as "parentId", 0 as "replyCount"`,
  comment: sql`'comment' as kind, c.id, c.author_id as "authorId", a.role as "authorRole", s.title,
    c.hidden_at is not null as hidden, c.snippet_id as "snippetId", c.parent_id as "parentId",
    c.reply_count as "replyCount"`,
  profile: sql`'profile' as kind, a.id, a.id as "authorId", a.role as "authorRole", a.username as title,
    a.hidden_at is not null as hidden, null as "snippetId", null as "parentId", 0 as "replyCount"`,
  collection: sql`'collection' as kind, co.id, co.owner_id as "authorId", a.role as "authorRole", co.title,
    co.hidden_at is not null as hidden, null as "snippetId", null as "parentId", 0 as "replyCount"`,
} satisfies Record<ReportTarget, SQL>;

/**
 * The item as `viewerId` may read it (a reporter reports only what they can see), or as a moderator reads it when
 * `viewerId` is null; locked until the transaction ends. `target` is an id (a snippet's may be its slug) or a username.
 */
export async function lockTarget(
  tx: Database,
  kind: ReportTarget,
  target: string,
  viewerId: string | null,
): Promise<ModerationTarget | null> {
  const seen = (condition: SQL) => (viewerId === null ? sql`true` : condition);
  let query: SQL;
  if (kind === 'snippet') {
    query = sql`select ${COLUMNS.snippet} from snippets s join users a on a.id = s.author_id
      where s.id = ${snippetIdOf(target)} and ${seen(readableBy(viewerId))} for no key update of s`;
  } else if (kind === 'comment') {
    if (!isUuid(target)) return null;
    // The snippet's row first, as every comment write takes it (decision 007): no deadlock with a reply.
    await tx.execute(sql`select id from snippets where id = (select snippet_id from comments where id = ${target}::uuid)
      for no key update`);
    query = sql`select ${COLUMNS.comment} from comments c join snippets s on s.id = c.snippet_id
      join users a on a.id = c.author_id
      where c.id = ${target}::uuid and ${seen(sql`${readableBy(viewerId)} and ${commentShownTo(viewerId)}`)}
      for no key update of c`;
  } else if (kind === 'collection') {
    if (!isUuid(target)) return null;
    // A reporter reports what they can read: not someone else's private collection, nor one already hidden.
    const readable = sql`((co.visibility <> 'private' and co.hidden_at is null) or co.owner_id = ${viewerId}::uuid)`;
    query = sql`select ${COLUMNS.collection} from collections co join users a on a.id = co.owner_id
      where co.id = ${target}::uuid and ${seen(readable)} for no key update of co`;
  } else {
    const where =
      isUuid(target) && viewerId === null
        ? sql`a.id = ${target}::uuid`
        : sql`lower(a.username) = lower(${target})`;
    query = sql`select ${COLUMNS.profile} from users a
      where ${where} and ${seen(sql`(a.hidden_at is null or a.id = ${viewerId}::uuid)`)} for no key update of a`;
  }
  const [row] = await selectRows<ModerationTarget>(tx, query);
  return row ?? null;
}

/**
 * Hides or shows a comment, a profile or a collection again; false when it already was so. (A snippet's counts
 * move: setHidden.)
 */
export async function setRowHidden(
  tx: Database,
  kind: Exclude<ReportTarget, 'snippet'>,
  id: string,
  hidden: boolean,
): Promise<boolean> {
  const table = sql.raw({ comment: 'comments', profile: 'users', collection: 'collections' }[kind]);
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update ${table} set hidden_at = ${hidden ? sql`now()` : sql`null`}
        where id = ${id}::uuid and (hidden_at is not null) <> ${hidden} returning id`,
  );
  return rows.length > 0;
}
