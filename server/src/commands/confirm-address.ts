import type { FastifyInstance } from 'fastify';
import { accountTokensRepository } from '../repositories/auth/account-tokens.repository.js';

/**
 * A confirmation link opened: its token is used and the address it names confirmed — the registered one, or a new one
 * that then replaces it ('changed'), unless someone registered it meanwhile ('taken') — in one transaction; then every
 * process's session cache reads the member again. Null when the link is unknown, used or expired.
 */
export async function confirmAddress(
  app: Pick<FastifyInstance, 'db' | 'usersRepository' | 'revokingAuth'>,
  token: string,
): Promise<'confirmed' | 'changed' | 'taken' | null> {
  const confirmed = await app.db.transaction(async (tx) => {
    const found = await accountTokensRepository(tx).consume(token, 'verify-email', tx);
    if (!found?.email) return null;
    return {
      userId: found.userId,
      outcome: await app.usersRepository.confirmAddress(found.userId, found.email, tx),
    };
  });
  // Every process's session cache holds the member as they were: it reads them again.
  if (confirmed) await app.revokingAuth({ userIds: [confirmed.userId] }, async () => undefined);
  return confirmed?.outcome ?? null;
}
