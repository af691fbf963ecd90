/**
 * Who reads which snippet (decision 042), as SQL: the rule lives here once, and every read filters by it
 * in its own statement. A public or unlisted snippet is read by anyone who names it, a private one by its author
 * only — not by admins either; a hidden one by its author and the moderators; everyone else is told it does not
 * exist (404).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { snippetIdOf } from './snippet-id.js';

/**
 * The condition of every list, search, count and feed: listed snippets only (public, not hidden). Written as a literal, never as a
 * parameter, so the planner matches the partial list indexes (their predicate is the same text).
 */
export const LISTED: SQL = sql.raw('s.listed');

/** A snippet's columns the rule reads: the alias `s`'s by default, or a query builder's own columns. */
interface RuleColumns {
  visibility: SQL | AnyPgColumn;
  authorId: SQL | AnyPgColumn;
  hiddenAt: SQL | AnyPgColumn;
}
const ALIASED: RuleColumns = {
  visibility: sql.raw('s.visibility'),
  authorId: sql.raw('s.author_id'),
  hiddenAt: sql.raw('s.hidden_at'),
};

/**
 * Whether the viewer moderates (decision 053): asked of the database only for a hidden row (the `or` before it is
 * true for every other), so reads of what is not hidden never pay for it.
 */
export const viewerModerates = (viewerId: string | SQL): SQL =>
  sql`exists (select 1 from users m where m.id = ${viewerId}::uuid and m.role in ('moderator', 'admin'))`;

/**
 * One snippet read by its address: public and unlisted to anyone, private to its author only. A hidden one
 * (decision 053) is read by its author and the moderators only, who see it marked. The viewer is an id, or a column naming one
 * (a notification's recipient, a mentioned member) for a statement that asks for many viewers at once.
 */
export function readableBy(
  viewerId: string | SQL | null,
  { visibility, authorId, hiddenAt }: RuleColumns = ALIASED,
): SQL {
  return viewerId === null
    ? sql`(${visibility} <> 'private' and ${hiddenAt} is null)`
    : sql`((${visibility} <> 'private' or ${authorId} = ${viewerId}::uuid)
        and (${hiddenAt} is null or ${authorId} = ${viewerId}::uuid or ${viewerModerates(viewerId)}))`;
}

/** A comment is shown unless hidden; a hidden one to its author and the moderators only (alias `c`). */
export const commentShownTo = (viewerId: string | null): SQL =>
  viewerId === null
    ? sql`c.hidden_at is null`
    : sql`(c.hidden_at is null or c.author_id = ${viewerId}::uuid or ${viewerModerates(viewerId)})`;

/** The id of the snippet a URL names by id or slug (snippetIdOf), when the viewer may read it: a one-row query. */
export const readableSnippetId = (idOrSlug: string, viewerId: string | null): SQL =>
  sql`select s.id from snippets s where s.id = ${snippetIdOf(idOrSlug)} and ${readableBy(viewerId)}`;
