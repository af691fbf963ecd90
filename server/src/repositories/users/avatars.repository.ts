import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { avatars, users, type UserRow } from '../../db/schema/index.js';
import type { ProcessedAvatar } from '../../lib/avatar-image.js';

/** `/media/avatars/<64 hex>.webp`: the only avatar URLs the server hands out and serves. */
export const AVATAR_URL_PATTERN = /^([0-9a-f]{64})\.webp$/;
export const avatarUrl = (id: string) => `/media/avatars/${id}.webp`;
/** The id in a URL that avatarUrl made, or null (the default avatar, anything else). */
export const avatarIdOfUrl = (url: string) =>
  /^\/media\/avatars\/([0-9a-f]{64})\.webp$/.exec(url)?.[1] ?? null;

/**
 * The SHA-256 of the member's id and the image bytes: it changes whenever the image does (so the URL can be cached
 * for a year), and two members uploading the same picture still get two rows, so one replacing theirs never takes
 * the other's away.
 */
export const avatarId = (userId: string, bytes: Buffer) =>
  createHash('sha256').update(userId).update(':').update(bytes).digest('hex');

/** Avatars are stored in PostgreSQL (a few KB each) so every app process serves the same ones. */
export function avatarsRepository(db: Database) {
  return {
    /**
     * In one transaction: stores the image, points the member's avatar at it and deletes their previous one.
     * Answers the updated member.
     */
    replace: async (userId: string, image: ProcessedAvatar, tx: Database = db): Promise<UserRow> =>
      tx.transaction(async (inner) => {
        // Two uploads at once by one member take turns, so the row their avatar names is never the one deleted.
        await inner.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const id = avatarId(userId, image.bytes);
        await inner
          .insert(avatars)
          .values({
            id,
            userId,
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            bytes: image.bytes,
          })
          .onConflictDoNothing({ target: avatars.id });
        await inner.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, id)));
        const [user] = await inner
          .update(users)
          .set({ avatar: avatarUrl(id), updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error(`user ${userId} vanished during an avatar upload`);
        return user;
      }),

    /** The stored image for a URL's id, or null. */
    findById: async (id: string, tx: Database = db): Promise<{ bytes: Buffer; contentType: string } | null> =>
      (
        await tx
          .select({ bytes: avatars.bytes, contentType: avatars.contentType })
          .from(avatars)
          .where(eq(avatars.id, id))
          .limit(1)
      )[0] ?? null,

    countForUser: async (userId: string, tx: Database = db): Promise<number> =>
      (await tx.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId))).length,
  };
}

export type AvatarsRepository = ReturnType<typeof avatarsRepository>;
