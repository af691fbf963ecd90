import { ACCESS_TOKEN_LIMITS, type AccessTokenScope } from '@cloud-snippets/contract';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accessTokens, users, type AccessTokenRow, type UserRow } from '../../db/schema/index.js';

export interface NewAccessToken {
  name: string;
  tokenHash: string;
  hint: string;
  scopes: AccessTokenScope[];
  expiresAt: Date | null;
}

/** Why a token was not made: the member holds the most allowed, or already has one of that name. */
export type CreateRefusal = 'too-many' | 'name-taken';

const live = () => or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, new Date()));

/** Members' personal access tokens (decision 073). Every method takes an optional transaction. */
export function accessTokensRepository(db: Database) {
  return {
    /**
     * Makes a token, or says why not. The member's row is locked while their tokens are counted, so two requests
     * racing cannot both take the last place; the unique index on (member, lower(name)) decides between two of the same name.
     */
    create: (
      userId: string,
      token: NewAccessToken,
      tx: Database = db,
    ): Promise<AccessTokenRow | CreateRefusal> =>
      tx.transaction(async (inner) => {
        await inner.execute(sql`select 1 from users where id = ${userId}::uuid for update`);
        const [held] = await inner
          .select({ count: count() })
          .from(accessTokens)
          .where(eq(accessTokens.userId, userId));
        if ((held?.count ?? 0) >= ACCESS_TOKEN_LIMITS.perMember) return 'too-many';
        // Any unique index refusing is the name's (a hash of 178 random bits does not repeat).
        const [row] = await inner
          .insert(accessTokens)
          .values({ userId, ...token })
          .onConflictDoNothing()
          .returning();
        return row ?? 'name-taken';
      }),

    /** The member's tokens, newest first, expired ones included (the list marks them). */
    listForUser: (userId: string, tx: Database = db): Promise<AccessTokenRow[]> =>
      tx
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.userId, userId))
        .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id)),

    /** A live token and its member by the token's hash, in one query: what a request with a token costs. */
    findActiveWithUser: async (
      tokenHash: string,
      tx: Database = db,
    ): Promise<{ accessToken: AccessTokenRow; user: UserRow } | null> =>
      (
        await tx
          .select({ accessToken: accessTokens, user: users })
          .from(accessTokens)
          .innerJoin(users, eq(users.id, accessTokens.userId))
          .where(and(eq(accessTokens.tokenHash, tokenHash), live()))
          .limit(1)
      )[0] ?? null,

    /** Revokes one of the member's tokens: false when they have no such token. */
    deleteOwn: async (userId: string, id: string, tx: Database = db): Promise<boolean> =>
      (
        await tx
          .delete(accessTokens)
          .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
          .returning({ id: accessTokens.id })
      ).length > 0,

    /**
     * Moves last_used_at on when it is a minute old or more: called when a token is checked against the database,
     * so a busy script costs one small write a minute at most.
     */
    touch: async (token: AccessTokenRow, tx: Database = db): Promise<void> => {
      const { lastUsedAt } = token;
      if (lastUsedAt && Date.now() - lastUsedAt.getTime() < ACCESS_TOKEN_LIMITS.lastUsedStepMs) return;
      await tx.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, token.id));
    },
  };
}

export type AccessTokensRepository = ReturnType<typeof accessTokensRepository>;
