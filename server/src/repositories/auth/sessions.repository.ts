import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';

/** How stale "last seen" may get before a request moves it on. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Drizzle queries on sessions (one row per issued token). Every method takes an optional transaction. */
export function sessionsRepository(db: Database) {
  return {
    create: async (
      userId: string,
      expiresAt: Date,
      tx: Database = db,
      userAgent = '',
    ): Promise<SessionRow> => {
      const [row] = await tx
        .insert(sessions)
        .values({ userId, expiresAt, userAgent: userAgent.slice(0, 500) })
        .returning();
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

    /** The member's live sessions, most recently seen first ("where you're signed in", decision 051). */
    listLive: (userId: string, tx: Database = db): Promise<SessionRow[]> =>
      tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt)),

    /** Ends one of the member's sessions: false when they have no such session. */
    deleteOwn: async (userId: string, sessionId: string, tx: Database = db): Promise<boolean> =>
      (
        await tx
          .delete(sessions)
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
          .returning({ id: sessions.id })
      ).length > 0,

    /** Every session of the member but `keepId` (a password change, "sign out everywhere else"); how many ended. */
    deleteOthers: async (userId: string, keepId: string, tx: Database = db): Promise<number> =>
      (
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
          .returning({ id: sessions.id })
      ).length,

    /** Every session of the member (a password reset). */
    deleteAll: async (userId: string, tx: Database = db): Promise<void> => {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /**
     * Moves last_seen_at on when it is older than LAST_SEEN_STEP_MS: called when a session is checked against the
     * database (a session-cache miss), so a busy member costs one small write every few minutes at most.
     */
    touch: async (session: SessionRow, tx: Database = db): Promise<void> => {
      if (Date.now() - session.lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
      await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, session.id));
    },

    /** Housekeeping on login: only this member's rows, through the user_id index, so it stays cheap. */
    deleteExpiredForUser: async (userId: string, tx: Database = db): Promise<void> => {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
