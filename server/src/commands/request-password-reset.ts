import { RECOVERY_LIMITS } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { passwordResetMail, type LinkSite } from '../mail/account-mail.js';
import { accountTokensRepository } from '../repositories/auth/account-tokens.repository.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';

/** A reset link for the member: a single-use token and the mail carrying it, queued in one transaction. */
export async function requestPasswordReset(
  app: { db: Database; config: LinkSite },
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const token = await accountTokensRepository(tx).issue(
      user.id,
      'password-reset',
      { ttlMs: RECOVERY_LIMITS.resetTokenMinutes * 60_000 },
      tx,
    );
    await mailRepository(tx).enqueue(passwordResetMail(app.config, user, token), tx);
  });
}
