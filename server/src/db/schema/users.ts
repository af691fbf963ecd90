import { USER_ROLES, type NotificationSettings, type UserRole } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface SocialLinks {
  twitter?: string;
  linkedin?: string;
  github?: string;
}

/** Members (SPEC §3 User). Usernames and emails are unique whatever their case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept as typed; uniqueness and look-ups go through lower(username). */
    username: text('username').notNull(),
    /** Stored lowercased by the contract's email field. */
    email: text('email').notNull(),
    /** When the address was confirmed with a link (decision 051); null until then. Mail other than links goes only here. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address waiting for its link; `email` stays until the link is opened. */
    pendingEmail: text('pending_email'),
    /**
     * argon2id, PHC string format. Never leaves the server. Null for a member who signed up with a provider (decision
     * 054) until they set one with a reset link; password sign-in refuses them with the usual message.
     */
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Null means the default avatar (the presenter fills it in). */
    avatar: text('avatar'),
    bio: text('bio').notNull().default(''),
    company: text('company').notNull().default(''),
    website: text('website').notNull().default(''),
    location: text('location').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    /** Per notification kind, where it goes (decision 049); a kind not named here is in-app. */
    notificationSettings: jsonb('notification_settings')
      .$type<Partial<NotificationSettings>>()
      .notNull()
      .default({}),
    /** Hidden by a moderator (decision 053): the profile is 404 to everyone but its member and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Suspended by a moderator: no sign-in, no session. `suspended_until` is when it ends, null for good; both null
     * when the member is not suspended. A suspension that has run out needs no clean-up: sign-in compares the dates.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    totalSnippets: integer('total_snippets').notNull().default(0),
    totalViews: integer('total_views').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    /**
     * Their line comments whose suggested change an author applied (decision 077): raised as each is applied, lowered
     * by a trigger when such a comment is deleted (decision 078), so db/counters.ts recounts it from the comments.
     */
    suggestionsApplied: integer('suggestions_applied').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The comment box's @mention suggestions: usernames by prefix (LIKE 'ab%' on a pattern-ordered index).
    index('users_username_prefix_idx').on(sql`lower(${table.username}) text_pattern_ops`),
    // Top contributors (home page): most snippets first.
    index('users_top_contributors_idx').on(table.totalSnippets, table.createdAt, table.id),
    // The sitemap's profiles: members with at least one snippet, oldest first.
    index('users_sitemap_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.totalSnippets} > 0`),
    check('users_role_check', sql.raw(`role in (${USER_ROLES.map((role) => `'${role}'`).join(', ')})`)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
