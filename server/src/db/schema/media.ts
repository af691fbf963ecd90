import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { snippets } from './snippets.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Members' avatars, re-encoded by the server (at most 512×512, metadata stripped). They live in PostgreSQL so every
 * app process serves the same files; `id` is the SHA-256 of the member's id and the bytes, so the URL changes whenever
 * the image does and can be cached for a year (decision 010). A member has at most one row: a new upload replaces the
 * old in one transaction.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avatars_user_idx').on(table.userId)],
);

export type AvatarRow = typeof avatars.$inferSelect;

/**
 * Each snippet's social card (og:image), a PNG drawn on first request and kept here so that no app process draws it
 * again (decision 029). `hash` names what the card shows (title, language, platform, author, design); a snippet has
 * one row, replaced when a request asks for a newer hash.
 */
export const snippetCards = pgTable('snippet_cards', {
  snippetId: uuid('snippet_id')
    .primaryKey()
    .references(() => snippets.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  png: bytea('png').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
