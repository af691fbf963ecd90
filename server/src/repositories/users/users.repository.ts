import {
  VALIDATION,
  type FieldError,
  type ProfileUpdateInput,
  type UserRole,
} from '@cloud-snippets/contract';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createdAfter, cursorTimestamp, startOffset, type KeysetStart } from '../../db/keyset.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { CUSTOM_PLAN } from '../../db/prepared-statements.js';
import { selectRows } from '../../db/rows.js';

const lower = (value: string) => sql`lower(${value})`;

/** The predicate of users_sitemap_idx, written as a literal so the planner can match the partial index. */
const HAS_SNIPPETS = sql`${users.totalSnippets} > 0`;

/** Drizzle queries on users. Every method takes an optional transaction. */
export function usersRepository(db: Database) {
  const repository = {
    findById: async (id: string, tx: Database = db): Promise<UserRow | null> =>
      (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null,

    /** Case-insensitive look-up by username. */
    findByUsername: async (username: string, tx: Database = db): Promise<UserRow | null> =>
      (
        await tx
          .select()
          .from(users)
          .where(eq(sql`lower(${users.username})`, lower(username)))
          .limit(1)
      )[0] ?? null,

    /** An email or a username, whatever its case (usernames cannot contain '@', so the two never collide). */
    findByIdentifier: async (identifier: string, tx: Database = db): Promise<UserRow | null> =>
      (
        await tx
          .select()
          .from(users)
          .where(
            or(
              eq(sql`lower(${users.email})`, lower(identifier)),
              eq(sql`lower(${users.username})`, lower(identifier)),
            ),
          )
          .limit(1)
      )[0] ?? null,

    /** Field errors for a username and/or email already in use, both reported at once. */
    findTaken: async (username: string, email: string, tx: Database = db): Promise<FieldError[]> => {
      const rows = await tx
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            eq(sql`lower(${users.username})`, lower(username)),
            eq(sql`lower(${users.email})`, lower(email)),
          ),
        );
      const errors: FieldError[] = [];
      if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
        errors.push({ field: 'username', error: VALIDATION.usernameTaken });
      }
      if (rows.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
        errors.push({ field: 'email', error: VALIDATION.emailTaken });
      }
      return errors;
    },

    insert: async (values: NewUserRow, tx: Database = db): Promise<UserRow> => {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** Applies the given profile fields; social links are merged into the existing ones. */
    updateProfile: async (
      user: UserRow,
      changes: ProfileUpdateInput,
      tx: Database = db,
    ): Promise<UserRow> => {
      const { socialLinks, ...fields } = changes;
      const [row] = await tx
        .update(users)
        .set({
          ...fields,
          ...(socialLinks ? { socialLinks: { ...user.socialLinks, ...socialLinks } } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw new Error(`user ${user.id} vanished during a profile update`);
      return row;
    },

    updatePasswordHash: async (id: string, passwordHash: string, tx: Database = db): Promise<void> => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    setRole: async (id: string, role: UserRole, tx: Database = db): Promise<UserRow | null> =>
      (await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning())[0] ??
      null,

    /** The member's address is confirmed (a link mailed to it was opened). */
    confirmEmail: async (id: string, tx: Database = db): Promise<void> => {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, id));
    },

    /**
     * A confirmation link for `email` was opened: the registered address is confirmed ('confirmed'), or the new
     * address the member asked for becomes theirs ('changed'); 'taken' when another member took it meanwhile, null
     * when the address is neither (the member changed their mind since).
     */
    confirmAddress: async (
      id: string,
      email: string,
      tx: Database = db,
    ): Promise<'confirmed' | 'changed' | 'taken' | null> => {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) return null;
      if (user.email === email) {
        await repository.confirmEmail(id, tx);
        return 'confirmed';
      }
      if (user.pendingEmail !== email) return null;
      try {
        await tx.transaction((savepoint) =>
          savepoint
            .update(users)
            .set({ email, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
            .where(eq(users.id, id)),
        );
        return 'changed';
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'users_email_lower_unique') return 'taken';
        throw error;
      }
    },

    /** A new address waiting for its link; the current one stays until then. */
    setPendingEmail: async (id: string, email: string, tx: Database = db): Promise<UserRow> => {
      const [row] = await tx
        .update(users)
        .set({ pendingEmail: email, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished while changing their address`);
      return row;
    },

    /** Deletes the member; their sessions go with them (ON DELETE CASCADE). */
    delete: async (id: string, tx: Database = db): Promise<void> => {
      await tx.delete(users).where(eq(users.id, id));
    },

    /**
     * Members whose username starts with `prefix` (lower case, LIKE's `_`, `%` and `\` escaped), shortest first: the
     * comment box's @mention suggestions, on users_username_prefix_idx.
     */
    startingWith: async (prefix: string, limit: number, tx: Database = db) =>
      selectRows<{ username: string; avatar: string | null }>(
        tx,
        // Planned for its prefix (a generic plan cannot use the index for a LIKE parameter).
        sql`select username, avatar from users where lower(username) like ${sql.raw(CUSTOM_PLAN)} ${`${prefix}%`}
            order by length(username), lower(username) limit ${limit}`,
      ),

    count: async (tx: Database = db): Promise<number> =>
      (await tx.select({ total: count() }).from(users))[0]?.total ?? 0,

    /** Members whose public profile the sitemap lists: those with at least one snippet (users_sitemap_idx). */
    countWithSnippets: async (tx: Database = db): Promise<number> =>
      (await tx.select({ total: count() }).from(users).where(HAS_SNIPPETS))[0]?.total ?? 0,

    /**
     * The members countWithSnippets counts, oldest first, a batch at a time (sitemap), walking users_sitemap_idx.
     * A profile changes when its member edits it or posts a snippet: lastmod is the later of the two (the newest
     * snippet is one probe of snippets_author_created_idx per row, inside the statement).
     */
    sitemapPage: async (start: KeysetStart, limit: number, tx: Database = db) =>
      tx
        .select({
          username: users.username,
          // ${users}.id, not ${users.id}: drizzle leaves a lone table's columns unqualified, and inside the subquery
          // a bare "id" would be the snippet's.
          lastmod: sql<Date>`greatest(${users.updatedAt}, (
            select s.created_at from snippets s where s.author_id = ${users}.id and s.listed
            order by s.created_at desc limit 1))`.mapWith(users.updatedAt),
          cursor: { createdAt: cursorTimestamp(users.createdAt), id: users.id },
        })
        .from(users)
        .where(and(HAS_SNIPPETS, createdAfter(start, users.createdAt, users.id)))
        .orderBy(users.createdAt, users.id)
        .limit(limit)
        .offset(startOffset(start)),
  };
  return repository;
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** Maps a unique-index name of the users table to the field error the client shows. */
export const USER_UNIQUE_INDEX_ERRORS: Record<string, FieldError> = {
  users_username_lower_unique: { field: 'username', error: VALIDATION.usernameTaken },
  users_email_lower_unique: { field: 'email', error: VALIDATION.emailTaken },
};
