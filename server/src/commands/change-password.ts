import type { FastifyInstance } from 'fastify';

/**
 * A member sets a new password (the current one checked by the caller): the hash changes and every other session of
 * theirs ends, in one transaction, and every process forgets those sessions' tokens before this returns.
 */
export async function changePassword(
  app: Pick<FastifyInstance, 'db' | 'usersRepository' | 'sessionsRepository' | 'revokingAuth'>,
  userId: string,
  keptSessionId: string,
  passwordHash: string,
): Promise<void> {
  await app.revokingAuth({ userIds: [userId] }, () =>
    app.db.transaction(async (tx) => {
      await app.usersRepository.updatePasswordHash(userId, passwordHash, tx);
      await app.sessionsRepository.deleteOthers(userId, keptSessionId, tx);
    }),
  );
}
