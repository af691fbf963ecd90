import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { emailChangeNotice, type LinkSite } from '../mail/account-mail.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';
import type { UsersRepository } from '../repositories/users/users.repository.js';
import { sendVerification } from './send-verification.js';

/**
 * A member asks to change their address: the new one waits (pending) until a link mailed to it is opened, and the
 * current address is told of the request — one transaction, both mails queued in the outbox.
 */
export async function changeEmail(
  app: { db: Database; config: LinkSite; usersRepository: UsersRepository },
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  email: string,
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const row = await app.usersRepository.setPendingEmail(user.id, email, tx);
    await sendVerification(app, user, email, true, tx);
    await mailRepository(tx).enqueue(emailChangeNotice(app.config, user, email), tx);
    return row;
  });
}
