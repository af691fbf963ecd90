import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import type { AccountTokenPurpose } from '../../db/schema/index.js';

/** 32 random bytes, base64url: 43 characters. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The tokens of mailed links (decision 051): kept hashed, used once, expiring. */
export function accountTokensRepository(db: Database) {
  return {
    /**
     * A new token for the member; its link carries the token, the table its hash. A new reset link (or confirmation
     * of the same purpose) replaces the member's earlier unused ones.
     */
    issue: async (
      userId: string,
      purpose: AccountTokenPurpose,
      { email = null, ttlMs }: { email?: string | null; ttlMs: number },
      tx: Database = db,
    ): Promise<string> => {
      const token = newToken();
      await tx.execute(sql`
        delete from account_tokens where user_id = ${userId}::uuid and purpose = ${purpose} and used_at is null`);
      await tx.execute(sql`
        insert into account_tokens (user_id, purpose, token_hash, email, expires_at)
        values (${userId}::uuid, ${purpose}, ${hashOf(token)}, ${email}, ${new Date(Date.now() + ttlMs)})`);
      return token;
    },

    /** Uses the token once: its member and address while it is valid, unused and of this purpose; null otherwise. */
    consume: async (
      token: string,
      purpose: AccountTokenPurpose,
      tx: Database = db,
    ): Promise<{ userId: string; email: string | null } | null> =>
      (
        await selectRows<{ userId: string; email: string | null }>(
          tx,
          sql`update account_tokens set used_at = now()
              where token_hash = ${hashOf(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
              returning user_id as "userId", email`,
        )
      )[0] ?? null,
  };
}

export type AccountTokensRepository = ReturnType<typeof accountTokensRepository>;
