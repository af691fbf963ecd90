import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import type { Platform } from '@cloud-snippets/contract';
import { LISTED } from '../snippets/visibility.js';

/** How many entries a feed carries: the newest. */
export const FEED_ENTRIES = 20;

/** A snippet as a feed entry. */
export interface FeedSnippetRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  platform: Platform;
  createdAt: Date;
  updatedAt: Date;
  authorUsername: string;
}

/** A comment or reply as a feed entry. */
export interface FeedCommentRow {
  id: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  authorUsername: string;
}

/** Which public snippets a feed follows. */
export type FeedScope =
  | { kind: 'site' }
  | { kind: 'platform'; platform: Platform }
  | { kind: 'tag'; tag: string }
  | { kind: 'author'; authorId: string };

const scopeCondition = (scope: FeedScope): SQL => {
  switch (scope.kind) {
    case 'site':
      return sql`true`;
    case 'platform':
      return sql`s.platform = ${scope.platform}`;
    case 'tag':
      return sql`s.tags @> array[${scope.tag}]::text[]`;
    case 'author':
      return sql`s.author_id = ${scope.authorId}::uuid`;
  }
};

/**
 * What the Atom feeds read (decision 052): the newest public snippets of the site, a platform, a tag or
 * a member, and the newest comments of a public snippet — FEED_ENTRIES each, on the list indexes.
 */
export function feedsRepository(db: Database) {
  return {
    snippets: (scope: FeedScope, tx: Database = db) =>
      selectRows<FeedSnippetRow>(
        tx,
        sql`
        select s.id, s.slug, s.title, s.description, s.tags, s.platform, s.created_at as "createdAt",
          s.updated_at as "updatedAt", u.username as "authorUsername"
        from snippets s join users u on u.id = s.author_id
        where ${LISTED} and ${scopeCondition(scope)}
        order by s.created_at desc, s.id desc
        limit ${FEED_ENTRIES}`,
      ),

    /** The public snippets of a collection (decision 075), the newest added first. */
    collectionSnippets: (collectionId: string, tx: Database = db) =>
      selectRows<FeedSnippetRow>(
        tx,
        sql`
        select s.id, s.slug, s.title, s.description, s.tags, s.platform, s.created_at as "createdAt",
          s.updated_at as "updatedAt", u.username as "authorUsername"
        from collection_items ci join snippets s on s.id = ci.snippet_id join users u on u.id = s.author_id
        where ci.collection_id = ${collectionId}::uuid and ${LISTED}
        order by ci.added_at desc, s.id desc
        limit ${FEED_ENTRIES}`,
      ),

    /** A public snippet by its slug (unlisted and private ones have no feed), or null. */
    publicSnippet: async (slug: string, tx: Database = db) =>
      (
        await selectRows<{ id: string; slug: string; title: string; codeLanguage: string }>(
          tx,
          sql`select s.id, s.slug, s.title, s.code_language as "codeLanguage" from snippets s where s.slug = ${slug} and ${LISTED}`,
        )
      )[0] ?? null,

    /** The newest comments and replies of a snippet. */
    comments: (snippetId: string, tx: Database = db) =>
      selectRows<FeedCommentRow>(
        tx,
        sql`
        select c.id, c.content, c.created_at as "createdAt", c.updated_at as "updatedAt",
          u.username as "authorUsername"
        from comments c join users u on u.id = c.author_id
        where c.snippet_id = ${snippetId}::uuid
        order by c.created_at desc, c.id desc
        limit ${FEED_ENTRIES}`,
      ),
  };
}

export type FeedsRepository = ReturnType<typeof feedsRepository>;
