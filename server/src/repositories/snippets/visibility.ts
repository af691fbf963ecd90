/**
 * Who reads which snippet (issue 12 §6, decision 042), as SQL over a snippet aliased `s`. The rule itself is
 * policies/snippets.policy.ts's canReadSnippet; these are its SQL forms, for reads that filter in the statement.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition of every list, search, count and feed: public snippets only. Written as a literal, never as a
 * parameter, so the planner matches the partial list indexes (their predicate is the same text).
 */
export const LISTED: SQL = sql.raw(`s.visibility = 'public'`);

/** One snippet read by its address: public and unlisted to anyone, private to its author only. */
export function readableBy(viewerId: string | null): SQL {
  return viewerId === null
    ? sql.raw(`s.visibility <> 'private'`)
    : sql`(s.visibility <> 'private' or s.author_id = ${viewerId}::uuid)`;
}
