/**
 * Who reads which snippet (issue 12 §6, decision 042), as SQL: the rule lives here once, and every read filters by it
 * in its own statement. A public or unlisted snippet is read by anyone who names it, a private one by its author
 * only — not by admins either (moderation goes through `manage`); everyone else is told it does not exist (404).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { snippetIdOf } from './snippet-id.js';

/**
 * The condition of every list, search, count and feed: public snippets only. Written as a literal, never as a
 * parameter, so the planner matches the partial list indexes (their predicate is the same text).
 */
export const LISTED: SQL = sql.raw(`s.visibility = 'public'`);

/** A snippet's columns the rule reads: the alias `s`'s by default, or a query builder's own columns. */
interface RuleColumns {
  visibility: SQL | AnyPgColumn;
  authorId: SQL | AnyPgColumn;
}
const ALIASED: RuleColumns = { visibility: sql.raw('s.visibility'), authorId: sql.raw('s.author_id') };

/** One snippet read by its address: public and unlisted to anyone, private to its author only. */
export function readableBy(viewerId: string | null, { visibility, authorId }: RuleColumns = ALIASED): SQL {
  return viewerId === null
    ? sql`${visibility} <> 'private'`
    : sql`(${visibility} <> 'private' or ${authorId} = ${viewerId}::uuid)`;
}

/** The id of the snippet a URL names by id or slug (snippetIdOf), when the viewer may read it: a one-row query. */
export const readableSnippetId = (idOrSlug: string, viewerId: string | null): SQL =>
  sql`select s.id from snippets s where s.id = ${snippetIdOf(idOrSlug)} and ${readableBy(viewerId)}`;
