import type { Database } from '../db/client.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';

/** How many mails `manage mail` lists when no count is given. */
export const DEFAULT_OUTBOX_MAILS = 20;

/** The latest mails of the outbox (decision 050), newest first, as text blocks for the terminal. */
export async function recentMails(db: Database, limit: number): Promise<string[]> {
  const mails = await mailRepository(db).outbox(limit);
  if (mails.length === 0) return ['No mail yet.'];
  return mails.map((mail) =>
    [
      `${mail.createdAt}  ${mail.status}${mail.attempts > 1 ? ` after ${mail.attempts} attempts` : ''}  ${mail.kind}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      ...(mail.lastError ? [`Last error: ${mail.lastError}`] : []),
      ...mail.text.split('\n').map((line) => `  ${line}`),
    ].join('\n'),
  );
}
