import type { Database } from '../db/client.js';
import { contactRepository } from '../repositories/contact/contact.repository.js';

/** How many messages `manage contact` lists when no count is given. */
export const DEFAULT_CONTACT_MESSAGES = 20;

/** The most recent contact-form messages, newest first, as text blocks for the terminal. */
export async function recentContactMessages(db: Database, limit: number): Promise<string[]> {
  const contact = contactRepository(db);
  const [rows, total] = await Promise.all([contact.page(1, limit), contact.count()]);
  if (rows.length === 0) return ['No messages yet.'];
  const blocks = rows.map((row) =>
    [
      `${row.createdAt.toISOString()}  ${row.name} <${row.email}>${row.userId ? ` (member ${row.userId})` : ''}`,
      `Subject: ${row.subject}`,
      ...row.message.split('\n').map((line) => `  ${line}`),
    ].join('\n'),
  );
  return [...blocks, `${rows.length} of ${total} message${total === 1 ? '' : 's'}, newest first.`];
}
