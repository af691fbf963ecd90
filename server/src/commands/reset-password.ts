import type { FastifyInstance } from 'fastify';
import { accountTokensRepository } from '../repositories/auth/account-tokens.repository.js';

/**
 * A reset link used: the new password is set and the address confirmed (the link reached it) in one transaction,
 * then every session of the account ends in every process. False when the link is unknown, used or expired.
 */
export async function resetPassword(
  app: Pick<FastifyInstance, 'db' | 'usersRepository' | 'sessionsRepository' | 'revokingAuth'>,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const users = app.usersRepository;
  const used = await app.db.transaction(async (tx) => {
    const found = await accountTokensRepository(tx).consume(token, 'password-reset', tx);
    if (!found) return null;
    await users.updatePasswordHash(found.userId, passwordHash, tx);
    // The link reached the address: it is confirmed too.
    await users.confirmEmail(found.userId, tx);
    return found;
  });
  if (!used) return false;
  await app.revokingAuth({ userIds: [used.userId] }, () => app.sessionsRepository.deleteAll(used.userId));
  return true;
}
