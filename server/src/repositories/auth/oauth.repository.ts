import { createHash, randomBytes } from 'node:crypto';
import type { OAuthHandoffKind, OAuthProvider } from '@cloud-snippets/contract';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  oauthAccounts,
  oauthHandoffs,
  users,
  type OAuthAccountRow,
  type OAuthHandoffRow,
} from '../../db/schema/index.js';

/** 32 random bytes, base64url: 43 characters. */
const newCode = () => randomBytes(32).toString('base64url');
const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** What the callback hands over (see oauth_handoffs). */
export interface NewHandoff {
  kind: OAuthHandoffKind;
  provider: OAuthProvider;
  subject: string;
  name: string;
  email: string;
  emailVerified: boolean;
  suggestedUsername: string | null;
  userId: string | null;
  redirect: string | null;
  ttlMs: number;
}

/** Why unlinking did nothing: no such link, or it is the member's last way to sign in. */
export type UnlinkOutcome = 'unlinked' | 'not-linked' | 'last-method';

/** Why linking did nothing: the identity is another member's, or the member has another of this provider. */
export type LinkOutcome = 'linked' | 'already-linked' | 'linked-elsewhere' | 'provider-already-linked';

/** Members' accounts at sign-in providers, and the handoff codes of finished provider sign-ins (decision 054). */
export function oauthRepository(db: Database) {
  return {
    findBySubject: async (
      provider: OAuthProvider,
      subject: string,
      tx: Database = db,
    ): Promise<OAuthAccountRow | null> =>
      (
        await tx
          .select()
          .from(oauthAccounts)
          .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
          .limit(1)
      )[0] ?? null,

    listForUser: (userId: string, tx: Database = db): Promise<OAuthAccountRow[]> =>
      tx
        .select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, userId))
        .orderBy(asc(oauthAccounts.createdAt)),

    /**
     * Links the identity to the member, or says why not. Both unique indexes decide, so two links racing cannot give
     * one identity two members.
     */
    link: async (
      userId: string,
      { provider, subject, name }: { provider: OAuthProvider; subject: string; name: string },
      tx: Database = db,
    ): Promise<LinkOutcome> => {
      const identity = { provider, subject };
      const inserted = await tx
        .insert(oauthAccounts)
        .values({ userId, provider, subject, name })
        .onConflictDoNothing()
        .returning({ id: oauthAccounts.id });
      if (inserted.length > 0) return 'linked';
      const [bySubject] = await tx
        .select({ userId: oauthAccounts.userId })
        .from(oauthAccounts)
        .where(
          and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)),
        );
      if (bySubject) return bySubject.userId === userId ? 'already-linked' : 'linked-elsewhere';
      return 'provider-already-linked';
    },

    /**
     * Unlinks the provider unless it is the member's last way to sign in (no password, no other provider). The
     * member's row is locked first, so two unlinks at once cannot each leave the other as the last and remove both.
     */
    unlink: async (userId: string, provider: OAuthProvider, tx: Database = db): Promise<UnlinkOutcome> =>
      tx.transaction(async (t) => {
        const [member] = await t
          .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!member) return 'not-linked';
        const linked = await t
          .select({ provider: oauthAccounts.provider })
          .from(oauthAccounts)
          .where(eq(oauthAccounts.userId, userId));
        if (!linked.some((row) => row.provider === provider)) return 'not-linked';
        if (!member.hasPassword && linked.length === 1) return 'last-method';
        await t
          .delete(oauthAccounts)
          .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
        return 'unlinked';
      }),

    /** Stores a handoff and returns its code; expired ones are swept on the way. */
    issueHandoff: async ({ ttlMs, ...values }: NewHandoff, tx: Database = db): Promise<string> => {
      const code = newCode();
      await tx.delete(oauthHandoffs).where(lt(oauthHandoffs.expiresAt, new Date(Date.now() - 3_600_000)));
      await tx
        .insert(oauthHandoffs)
        .values({ ...values, codeHash: hashOf(code), expiresAt: new Date(Date.now() + ttlMs) });
      return code;
    },

    /** The handoff while it is unused and unexpired, without using it; null otherwise. */
    findHandoff: async (code: string, tx: Database = db): Promise<OAuthHandoffRow | null> =>
      (
        await tx
          .select()
          .from(oauthHandoffs)
          .where(
            and(
              eq(oauthHandoffs.codeHash, hashOf(code)),
              isNull(oauthHandoffs.usedAt),
              sql`${oauthHandoffs.expiresAt} > now()`,
            ),
          )
          .limit(1)
      )[0] ?? null,

    /** Uses the handoff once: its row while it was unused and unexpired, null otherwise (another request won). */
    consumeHandoff: async (code: string, tx: Database = db): Promise<OAuthHandoffRow | null> =>
      (
        await tx
          .update(oauthHandoffs)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oauthHandoffs.codeHash, hashOf(code)),
              isNull(oauthHandoffs.usedAt),
              sql`${oauthHandoffs.expiresAt} > now()`,
            ),
          )
          .returning()
      )[0] ?? null,

    /** The usernames among `candidates` no member has, whatever the case. */
    freeUsernames: async (candidates: string[], tx: Database = db): Promise<string[]> => {
      if (candidates.length === 0) return [];
      const taken = await tx
        .select({ name: sql<string>`lower(${users.username})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            candidates.map((name) => name.toLowerCase()),
          ),
        );
      const takenNames = new Set(taken.map((row) => row.name));
      return candidates.filter((name) => !takenNames.has(name.toLowerCase()));
    },
  };
}

export type OAuthRepository = ReturnType<typeof oauthRepository>;
