import type { OAuthHandoffKind, OAuthProvider } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A member's accounts at sign-in providers (decision 054): the provider's stable subject (Salesforce's
 * `sub`, GitHub's numeric user id) names the person there. One account per provider and member, each linked to one
 * member.
 */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OAuthProvider>().notNull(),
    subject: text('subject').notNull(),
    /** The provider's name for the account (a GitHub login, a Salesforce username), kept for the member to see. */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_accounts_subject_unique').on(table.provider, table.subject),
    // Also the member's list (a prefix of it).
    uniqueIndex('oauth_accounts_user_provider_unique').on(table.userId, table.provider),
    check('oauth_accounts_provider_check', sql`provider in ('salesforce', 'github')`),
  ],
);

export type OAuthAccountRow = typeof oauthAccounts.$inferSelect;

/**
 * What a provider's callback learned, handed to the web page that finishes the sign-in (decision 054): the callback
 * redirects with a code, never with a token. Only the code's SHA-256 is kept; it is used once and lives minutes.
 */
export const oauthHandoffs = pgTable(
  'oauth_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    kind: text('kind').$type<OAuthHandoffKind>().notNull(),
    provider: text('provider').$type<OAuthProvider>().notNull(),
    subject: text('subject').notNull(),
    /** The provider's account name (see oauth_accounts.name). */
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    /** new-member: the free username proposed. */
    suggestedUsername: text('suggested_username'),
    /** sign-in and link-existing: the member. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The same-site path the person started from. */
    redirect: text('redirect'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_handoffs_code_unique').on(table.codeHash),
    // Old rows are swept by expiry.
    index('oauth_handoffs_expires_idx').on(table.expiresAt),
    check('oauth_handoffs_kind_check', sql`kind in ('sign-in', 'link-existing', 'new-member')`),
  ],
);

export type OAuthHandoffRow = typeof oauthHandoffs.$inferSelect;
