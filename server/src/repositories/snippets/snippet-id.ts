import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../db/uuid.js';

/**
 * The id of the snippet a URL or a body names by id or by slug, as one scalar SQL expression (null when none): the
 * snippet with that id, else the snippet with that slug. A slug comes from a member's title and may look like a uuid
 * (a title that is one); an id is permanent and never reused, so the id wins and no title can take over another
 * snippet's address. Each branch is one lookup in a unique index. Every id-or-slug lookup goes through here.
 */
export function snippetIdOf(idOrSlug: string): SQL {
  // A slug held now, else an address the snippet had (made unlisted, decision 068): reads of it are then answered
  // with the snippet, whose own slug the page redirects to; who may read it is the caller's readableBy.
  const bySlug = sql`coalesce((select id from snippets where slug = ${idOrSlug}),
    (select snippet_id from snippet_old_slugs where slug = ${idOrSlug}))`;
  return isUuid(idOrSlug)
    ? sql`coalesce((select id from snippets where id = ${idOrSlug}::uuid), ${bySlug})`
    : bySlug;
}
