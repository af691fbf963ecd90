import type { AccessTokenScope } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Members' personal access tokens (decision 073), for command-line tools acting for them. Only the SHA-256 of a
 * token is kept (its 178 random bits need no slow hash), with a hint to recognise it by. Revoking one deletes its
 * row, which migration 0031's trigger announces ('t:<id>') to every app process, as a deleted session is.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique per member, whatever its case. */
    name: text('name').notNull(),
    /** SHA-256 of the whole token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** `csp_…` and the token's last four characters. */
    hint: text('hint').notNull(),
    scopes: text('scopes').array().$type<AccessTokenScope[]>().notNull(),
    /** null: the token never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Moved on at most once a minute, when the token is checked against the database. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    uniqueIndex('access_tokens_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    index('access_tokens_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type AccessTokenRow = typeof accessTokens.$inferSelect;
