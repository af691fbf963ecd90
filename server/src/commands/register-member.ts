import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { uniqueViolationConstraint } from '../db/errors.js';
import { validationFailed } from '../lib/http-errors.js';
import { USER_UNIQUE_INDEX_ERRORS } from '../repositories/users/users.repository.js';
import { sendVerification } from './send-verification.js';

/**
 * A new member with a password: the account, and the mail with the link confirming its address queued, in one
 * transaction. A name or address someone took between the form's check and the insert is the form's field error.
 */
export async function registerMember(
  app: Pick<FastifyInstance, 'db' | 'config' | 'usersRepository'>,
  account: { username: string; email: string; passwordHash: string },
): Promise<UserRow> {
  return app.db
    .transaction(async (tx) => {
      const user = await app.usersRepository.insert(account, tx);
      await sendVerification(app, user, user.email, false, tx);
      return user;
    })
    .catch((error: unknown) => {
      const fieldError = USER_UNIQUE_INDEX_ERRORS[uniqueViolationConstraint(error) ?? ''];
      throw fieldError ? validationFailed([fieldError]) : error;
    });
}
