import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type AccountTokenPurpose = 'password-reset' | 'verify-email';

/**
 * The tokens of mailed links (decision 051): a password reset (an hour) and an address confirmation (at
 * registration or for a new address, two days). Only the SHA-256 of a token is kept, so the table grants nothing to
 * whoever reads it; each is used once. A new reset link replaces the member's earlier ones.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a confirmation link confirms (the registered one, or the new one). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
