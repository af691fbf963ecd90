import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { snippets } from './snippets.js';

/**
 * Addresses a snippet had before (decision 068): a public snippet made unlisted gets an unguessable slug, and its
 * old address answers with a permanent redirect to the new one — for whoever may read the snippet now (the
 * snippet's own read rule decides, so a snippet made private is found by its owner alone). A slug a snippet holds
 * now wins over an old one of another's.
 */
export const snippetOldSlugs = pgTable(
  'snippet_old_slugs',
  {
    slug: text('slug').primaryKey(),
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A snippet's old slugs go with it (the cascade reads this index).
  (table) => [index('snippet_old_slugs_snippet_idx').on(table.snippetId)],
);
