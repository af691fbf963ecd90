import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';

/** Drizzle queries on sessions (one row per issued token). Every method takes an optional transaction. */
export function sessionsRepository(db: Database) {
  return {
    create: async (userId: string, expiresAt: Date, tx: Database = db): Promise<SessionRow> => {
      const [row] = await tx.insert(sessions).values({ userId, expiresAt }).returning();
      if (!row) throw new Error('insert into sessions returned no row');
      return row;
    },

    /** The live session and its member, in one query: what every authenticated request costs. */
    findActiveWithUser: async (
      sessionId: string,
      userId: string,
      tx: Database = db,
    ): Promise<{ session: SessionRow; user: UserRow } | null> =>
      (
        await tx
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())),
          )
          .limit(1)
      )[0] ?? null,

    delete: async (sessionId: string, tx: Database = db): Promise<void> => {
      await tx.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Revokes every other token of the member (after a password change). */
    deleteOthers: async (userId: string, keepSessionId: string, tx: Database = db): Promise<void> => {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    /** Housekeeping on login: only this member's rows, through the user_id index, so it stays cheap. */
    deleteExpiredForUser: async (userId: string, tx: Database = db): Promise<void> => {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
