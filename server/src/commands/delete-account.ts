import type { FastifyInstance } from 'fastify';

/**
 * A member deletes their account, in one transaction: their reactions, saves and views come off other members'
 * counters, their confirmations and reports off the snippets they were counted on, their comments and comment
 * reactions off the threads and snippets they were counted in, their snippets go (with everything attached to them),
 * then the member; every process forgets their sessions' tokens before this returns.
 */
export async function deleteAccount(
  app: Pick<
    FastifyInstance,
    | 'db'
    | 'usersRepository'
    | 'snippetsRepository'
    | 'snippetReactionsRepository'
    | 'snippetVerificationsRepository'
    | 'commentsRepository'
    | 'revokingAuth'
  >,
  userId: string,
): Promise<void> {
  await app.revokingAuth({ userIds: [userId] }, () =>
    app.db.transaction(async (tx) => {
      await app.snippetReactionsRepository.removeAllByMember(userId, tx);
      await app.snippetVerificationsRepository.removeAllByMember(userId, tx);
      await app.commentsRepository.removeAllByMember(userId, tx);
      await app.snippetsRepository.deleteAllByAuthor(userId, tx);
      await app.usersRepository.delete(userId, tx);
    }),
  );
}
