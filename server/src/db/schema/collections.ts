import type { Visibility } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { snippets } from './snippets.js';
import { users } from './users.js';

/**
 * A member's named, ordered lists of snippets (decision 075). `item_count` counts the rows of collection_items,
 * moved by triggers on that table in the same transaction (as forks are counted, decision 040), so a snippet's
 * deletion, which cascades to its items, keeps every count right. Visibility is a snippet's three (decision 042).
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made from the title when created; an unlisted one's ends in random bits (its address is the secret). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<Visibility>().notNull().default('public'),
    itemCount: integer('item_count').notNull().default(0),
    /** Set by a moderator (decision 053): the collection is then its owner's and the moderators' to see only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The page's address, and a member's list newest first.
    uniqueIndex('collections_owner_slug_idx').on(table.ownerId, table.slug),
    index('collections_owner_recent_idx').on(table.ownerId, table.createdAt),
    check('collections_visibility_check', sql`visibility in ('public', 'unlisted', 'private')`),
    check('collections_item_count_check', sql`item_count >= 0`),
  ],
);

/** The snippets of a collection, each once, at a position (gaps allowed: the order is what counts). */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'collection_items_pk', columns: [table.collectionId, table.snippetId] }),
    // A collection in its order; the snippet's side for its cascade and "which collections hold it".
    index('collection_items_order_idx').on(table.collectionId, table.position),
    index('collection_items_snippet_idx').on(table.snippetId),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
