import { RECOVERY_LIMITS } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { verificationMail, type LinkSite } from '../mail/account-mail.js';
import { accountTokensRepository } from '../repositories/auth/account-tokens.repository.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';

const HOUR_MS = 3_600_000;

/**
 * Mails the member a link confirming `email` (their address at registration, or a new one), in the caller's
 * transaction when it has one: the mail is queued in the outbox, never sent inside the request (decision 050).
 */
export async function sendVerification(
  app: { db: Database; config: LinkSite },
  user: Pick<UserRow, 'id' | 'username'>,
  email: string,
  isNewAddress: boolean,
  tx: Database = app.db,
): Promise<void> {
  const token = await accountTokensRepository(tx).issue(
    user.id,
    'verify-email',
    { email, ttlMs: RECOVERY_LIMITS.verificationTokenHours * HOUR_MS },
    tx,
  );
  await mailRepository(tx).enqueue(
    verificationMail(app.config, { email, username: user.username }, token, isNewAddress),
    tx,
  );
}
